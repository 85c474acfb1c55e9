/**
 * @jest-environment node
 *
 * Which photos the editor's picker takes: the format a file's first bytes say
 * (src/content/image-format.ts, also the content check's), and the Czech words
 * for one it refuses (src/admin/photo-formats.ts): a HEIC from an iPhone, also
 * under a .jpg name, a PNG named .jpg, anything that is no picture. Each
 * signature, each brand and each sentence is pinned here. The refusal in the
 * picker itself, with real files: __tests__/e2e/admin/admin-uploads.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { HEIC_HOW_TO, PHOTO_ACCEPT, photoRefusal } from "../../src/admin/photo-formats"
import { FORMAT_BYTES, type ImageFormat, imageFormat } from "../../src/content/browser"
import { imageType } from "../../src/content/images"

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)))
const size = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
/** An ISO base media file's ftyp box: its size, "ftyp", the major brand, a minor version, the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(size(16 + 4 * compatible.length), "ftyp", major, [0, 0, 0, 0], compatible.join(""), [0, 0, 0, 8], "meta")

describe("the format of a file, by its first bytes", () => {
  it("reads JPEG, PNG, WebP and GIF by their signatures", () => {
    expect(imageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg")
    expect(imageFormat(bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"))).toBe("jpeg")
    expect(imageFormat(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png")
    expect(imageFormat(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp")
    expect(imageFormat(bytes("GIF87a"))).toBe("gif")
    expect(imageFormat(bytes("GIF89a"))).toBe("gif")
  })

  it("knows nothing that only starts like one", () => {
    for (const near of [
      bytes([0xff, 0xd8]),
      bytes([0xff, 0xd8, 0xfe]),
      bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a]),
      bytes([0x89], "PNG", [0x0a, 0x0a, 0x1a, 0x0a]),
      bytes("RIFF", [1, 2, 3, 4], "WAVE"),
      bytes("GIF88a"),
      bytes("%PDF-1.7"),
      bytes(),
    ])
      expect(imageFormat(near)).toBeUndefined()
  })

  it.each(["avif", "avis"])("reads an AVIF by the brand %s, major or compatible", (brand) => {
    expect(imageFormat(ftyp(brand, "mif1", "miaf"))).toBe("avif")
    expect(imageFormat(ftyp("mif1", "miaf", brand))).toBe("avif")
  })

  it.each(["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"])(
    "reads a HEIC by the brand %s, major or compatible",
    (brand) => {
      expect(imageFormat(ftyp(brand))).toBe("heic")
      expect(imageFormat(ftyp("miaf", "iso8", brand))).toBe("heic")
    },
  )

  it("reads an AVIF that also lists the general HEIF brand as AVIF, whichever comes first", () => {
    expect(imageFormat(ftyp("mif1", "avif"))).toBe("avif")
    expect(imageFormat(ftyp("avif", "mif1", "heic"))).toBe("avif")
  })

  it("knows no other ISO base media file (a video), and no brand after the ftyp box's end", () => {
    expect(imageFormat(ftyp("isom", "iso2", "mp41"))).toBeUndefined()
    expect(imageFormat(ftyp("qt  "))).toBeUndefined()
    // The "meta" right after the box, and a box cut short by the file's end.
    expect(imageFormat(bytes(size(16), "ftyp", "isom", [0, 0, 0, 0], "heic"))).toBeUndefined()
    expect(imageFormat(bytes(size(24), "ftyp", "isom", [0, 0, 0, 0], "mif"))).toBeUndefined()
    expect(imageFormat(bytes(size(0), "ftyp", "isom", [0, 0, 0, 0], "msf1"))).toBe("heic")
    expect(imageFormat(bytes(size(24), "ftyp", "hei"))).toBeUndefined()
  })

  it("reads real files: an iPhone-style HEIC and what sharp writes", async () => {
    const heic = fs.readFileSync(path.join(__dirname, "..", "fixtures", "photos", "IMG_0042.heic"))
    expect(imageFormat(heic.subarray(0, FORMAT_BYTES))).toBe("heic")
    const pixels = sharp({ create: { width: 8, height: 10, channels: 4, background: "#a0704080" } })
    const written: Record<ImageFormat, Buffer | undefined> = {
      jpeg: await pixels.clone().jpeg().toBuffer(),
      png: await pixels.clone().png().toBuffer(),
      webp: await pixels.clone().webp().toBuffer(),
      avif: await pixels.clone().avif().toBuffer(),
      gif: await pixels.clone().gif().toBuffer(),
      heic: undefined,
    }
    for (const [format, file] of Object.entries(written))
      if (file) expect([format, imageFormat(file.subarray(0, FORMAT_BYTES))]).toEqual([format, format])
  })

  it("is the content check's image type for the four formats the site publishes, and no other", () => {
    expect(imageType(Buffer.from(ftyp("avif")))).toBe("avif")
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg")
    expect(imageType(Buffer.from(ftyp("heic", "mif1")))).toBeUndefined()
    expect(imageType(Buffer.from("GIF89a"))).toBeUndefined()
  })
})

describe("the photos the picker takes", () => {
  it("asks the browser for JPEG, PNG, WebP and AVIF alone, by type and by extension", () => {
    expect(PHOTO_ACCEPT).toBe("image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif")
  })

  it("takes a photo whose name says its format, in any letter case", () => {
    const taken: [string, ImageFormat][] = [
      ["IMG_0042.jpg", "jpeg"],
      ["IMG_0042.JPG", "jpeg"],
      ["foto.jpeg", "jpeg"],
      ["portret.png", "png"],
      ["portret.PNG", "png"],
      ["salon.webp", "webp"],
      ["salon.avif", "avif"],
    ]
    for (const [name, format] of taken) expect(photoRefusal(name, format)).toBeUndefined()
  })

  it("refuses a HEIC, saying what it is and how to get a JPEG on a Mac and an iPhone", () => {
    expect(HEIC_HOW_TO).toBe(
      "Na Macu ji otevřete v Náhledu a zvolte Soubor → Exportovat… → Formát: JPEG. " +
        "V iPhonu zapněte Nastavení → Fotoaparát → Formáty → Nejkompatibilnější; další fotky už budou JPEG.",
    )
    expect(photoRefusal("IMG_0042.HEIC", "heic")).toBe(
      `Fotka „IMG_0042.HEIC“ je ve formátu HEIC (z iPhonu). Web zobrazí jen fotky JPEG, PNG, WebP a AVIF. ${HEIC_HOW_TO}`,
    )
    expect(photoRefusal("IMG_0042.heif", "heic")).toBe(
      `Fotka „IMG_0042.heif“ je ve formátu HEIC (z iPhonu). Web zobrazí jen fotky JPEG, PNG, WebP a AVIF. ${HEIC_HOW_TO}`,
    )
  })

  it("refuses a HEIC named as a JPEG, saying it is one all the same", () => {
    expect(photoRefusal("IMG_0042.jpg", "heic")).toBe(
      `Fotka „IMG_0042.jpg“ je ve formátu HEIC (z iPhonu), i když končí na .jpg. Web zobrazí jen fotky JPEG, PNG, WebP a AVIF. ${HEIC_HOW_TO}`,
    )
    expect(photoRefusal("portret.PNG", "heic")).toMatch(
      /^Fotka „portret\.PNG“ je ve formátu HEIC \(z iPhonu\), i když končí na \.PNG\. /,
    )
  })

  it("refuses a photo of a published format under another format's name, with the name it should have", () => {
    expect(photoRefusal("IMG_0042.jpg", "png")).toBe(
      "Fotka „IMG_0042.jpg“ je ve formátu PNG, i když končí na .jpg. Přejmenujte soubor na „IMG_0042.png“ a nahrajte ho znovu.",
    )
    expect(photoRefusal("logo.png", "jpeg")).toBe(
      "Fotka „logo.png“ je ve formátu JPEG, i když končí na .png. Přejmenujte soubor na „logo.jpg“ a nahrajte ho znovu.",
    )
    expect(photoRefusal("IMG_0042.HEIC", "jpeg")).toBe(
      "Fotka „IMG_0042.HEIC“ je ve formátu JPEG, i když končí na .HEIC. Přejmenujte soubor na „IMG_0042.jpg“ a nahrajte ho znovu.",
    )
    expect(photoRefusal("IMG_0042.heif", "jpeg")).toMatch(
      /^Fotka „IMG_0042\.heif“ je ve formátu JPEG, i když končí na \.heif\. /,
    )
    expect(photoRefusal("salon.jpg", "webp")).toMatch(/je ve formátu WebP, i když končí na \.jpg\. .*„salon\.webp“/)
    expect(photoRefusal("salon.jpg", "avif")).toMatch(/je ve formátu AVIF, i když končí na \.jpg\. .*„salon\.avif“/)
  })

  it("refuses a photo whose name has no picture's extension, or none at all", () => {
    expect(photoRefusal("foto.txt", "jpeg")).toBe(
      "Fotka „foto.txt“ je ve formátu JPEG, ale končí na .txt. Přejmenujte soubor na „foto.jpg“ a nahrajte ho znovu.",
    )
    expect(photoRefusal("foto", "png")).toBe(
      "Fotka „foto“ je ve formátu PNG, ale její název nemá příponu. Přejmenujte soubor na „foto.png“ a nahrajte ho znovu.",
    )
  })

  it("refuses a GIF, under its own name or a photo's", () => {
    expect(photoRefusal("animace.gif", "gif")).toBe(
      "Obrázek „animace.gif“ je ve formátu GIF. Web zobrazí jen fotky JPEG, PNG, WebP a AVIF. Otevřete ho v prohlížeči obrázků a uložte jako JPEG nebo PNG.",
    )
    expect(photoRefusal("animace.jpg", "gif")).toBe(
      "Obrázek „animace.jpg“ je ve formátu GIF, i když končí na .jpg. Web zobrazí jen fotky JPEG, PNG, WebP a AVIF. Otevřete ho v prohlížeči obrázků a uložte jako JPEG nebo PNG.",
    )
  })

  it("refuses what is no picture at all, saying so where its name promises one", () => {
    expect(photoRefusal("smlouva.pdf", undefined)).toBe(
      "Soubor „smlouva.pdf“ není fotka ve formátu JPEG, PNG, WebP ani AVIF. Vyberte jinou fotku, nebo soubor otevřete v prohlížeči obrázků a uložte znovu jako JPEG.",
    )
    expect(photoRefusal("animace.gif", undefined)).toMatch(
      /^Soubor „animace\.gif“ není fotka .* AVIF, i když končí na \.gif\. /,
    )
    expect(photoRefusal("IMG_0042.jpg", undefined)).toBe(
      "Soubor „IMG_0042.jpg“ není fotka ve formátu JPEG, PNG, WebP ani AVIF, i když končí na .jpg. Vyberte jinou fotku, nebo soubor otevřete v prohlížeči obrázků a uložte znovu jako JPEG.",
    )
  })
})
