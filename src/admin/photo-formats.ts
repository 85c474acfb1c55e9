/**
 * Which photos the editor takes, and what it says of one it refuses: a file
 * whose first bytes (image-format.ts) are one of the formats the site
 * publishes, under a name whose extension says that very format. Anything else
 * is refused in Czech, naming what the file is and how to get a JPEG:
 * mostly an iPhone's HEIC photo (its default format, which no browser but
 * Safari shows and the site's image pipeline cannot read), also under a .jpg
 * name, or a PNG renamed to .jpg.
 */
import { type ImageFormat, isWebFormat, type WebFormat } from "../content/browser"

/**
 * What the picker's file input asks the browser for: the four formats, by type and by extension. Asked for
 * these alone, Safari (on an iPhone, and on a Mac) hands over a HEIC photo converted to JPEG.
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"

const FORMAT_NAMES: Record<ImageFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  heic: "HEIC",
  gif: "GIF",
}

/** The format a file's extension promises, in lower case. */
const EXTENSION_FORMATS: Record<string, ImageFormat> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  heic: "heic",
  heif: "heic",
  gif: "gif",
}

/** The extension a file of each published format gets. */
const EXTENSIONS: Record<WebFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" }

const WEB_ONLY = "Web zobrazí jen fotky JPEG, PNG, WebP a AVIF."
export const HEIC_HOW_TO =
  "Na Macu ji otevřete v Náhledu a zvolte Soubor → Exportovat… → Formát: JPEG. " +
  "V iPhonu zapněte Nastavení → Fotoaparát → Formáty → Nejkompatibilnější; další fotky už budou JPEG."

/** A file's name split at its last dot: the stem and the extension as written ("" when there is none). */
function nameParts(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf(".")
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot + 1) } : { stem: name, extension: "" }
}

/**
 * Why the editor refuses a photo named `name` whose first bytes say `format` (undefined: none it knows), in
 * Czech; undefined when it takes it.
 */
export function photoRefusal(name: string, format: ImageFormat | undefined): string | undefined {
  const { stem, extension } = nameParts(name)
  const promised = EXTENSION_FORMATS[extension.toLowerCase()]
  if (isWebFormat(format) && promised === format) return undefined
  // Said only where the name promises a picture of another kind.
  const despiteName = promised && promised !== format ? `, i když končí na .${extension}` : ""
  const quoted = `„${name}“`
  if (format === "heic")
    return `Fotka ${quoted} je ve formátu HEIC (z iPhonu)${despiteName}. ${WEB_ONLY} ${HEIC_HOW_TO}`
  if (isWebFormat(format)) {
    const butName = despiteName || (extension ? `, ale končí na .${extension}` : ", ale její název nemá příponu")
    const renamed = `„${stem}.${EXTENSIONS[format]}“`
    return `Fotka ${quoted} je ve formátu ${FORMAT_NAMES[format]}${butName}. Přejmenujte soubor na ${renamed} a nahrajte ho znovu.`
  }
  if (format === "gif")
    return `Obrázek ${quoted} je ve formátu GIF${despiteName}. ${WEB_ONLY} Otevřete ho v prohlížeči obrázků a uložte jako JPEG nebo PNG.`
  return `Soubor ${quoted} není fotka ve formátu JPEG, PNG, WebP ani AVIF${despiteName}. Vyberte jinou fotku, nebo soubor otevřete v prohlížeči obrázků a uložte znovu jako JPEG.`
}
