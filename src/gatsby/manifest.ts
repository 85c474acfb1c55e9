/**
 * Options of gatsby-plugin-manifest: the installed app's name and description
 * come from content/site.yaml and its colours from the design tokens, so
 * neither is written twice. The plugin also writes the favicon, the
 * apple-touch-icon links and the theme-color tag into every page.
 * https://www.gatsbyjs.com/plugins/gatsby-plugin-manifest/
 */
import path from "node:path"
import { ROUTES } from "../routes"
import { palette } from "../theme/tokens"
import { checkContent, formatReport, readFile, siteSettings } from "../content"

const appTexts = siteSettings.pick({ name: true, description: true }).strip()

/** 180 px is what iOS asks for its home screen; 192 and 512 are what Android and installers need. */
const ICON_SIZES = [180, 192, 512] as const

function readAppTexts(contentDir: string) {
  // gatsby-config loads before the content check runs: give the check's Czech report instead of a stack trace.
  const fail = () => new Error(formatReport(checkContent(contentDir).issues))
  const siteYaml = path.join(contentDir, "site.yaml")
  let read: ReturnType<typeof readFile>
  try {
    read = readFile(contentDir, siteYaml)
  } catch {
    throw fail()
  }
  const result = read.file && appTexts.safeParse(read.file.data)
  if (!result?.success) throw fail()
  return result.data
}

export function manifestOptions(contentDir: string) {
  const { name, description } = readAppTexts(contentDir)
  return {
    name,
    // content has no shorter name; launchers shorten it where they must.
    short_name: name,
    description,
    lang: "cs",
    start_url: ROUTES.home,
    display: "standalone",
    background_color: palette.paper,
    theme_color: palette.sage,
    icon: path.join(contentDir, "images", "brand", "icon.png"),
    icons: ICON_SIZES.map((size) => ({
      src: `icons/icon-${size}x${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
    // Stable icon paths with ?v=<digest>: a new icon.png reaches browsers that cached the old one.
    cache_busting_mode: "query",
  }
}
