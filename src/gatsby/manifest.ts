/**
 * The web app manifest: gatsby-plugin-manifest's options (colours from the
 * design tokens, the icon from content/images/brand/), and the installed app's
 * name and description from content/site.yaml as the content check approved
 * it. The plugin writes public/manifest.webmanifest in its onPostBootstrap; the
 * site's own onPostBootstrap runs after every plugin's and adds the texts, so
 * gatsby-config (which Gatsby's workers load again) reads no content. The
 * plugin also writes the favicon, the apple-touch-icon links and the
 * theme-color tag into every page.
 * https://www.gatsbyjs.com/plugins/gatsby-plugin-manifest/
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ROUTES } from "../routes"
import { palette } from "../theme/tokens"
import { checkedValues } from "../content"
import { checkedContent } from "./checked-content"

/** 180 px is what iOS asks for its home screen; 192 and 512 are what Android and installers need. */
const ICON_SIZES = [180, 192, 512] as const

export function manifestOptions(contentDir: string) {
  return {
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

/** The manifest in `publicDir` with the salon's name (content has no shorter one; launchers shorten it) and description. */
export function nameManifest(publicDir: string, contentDir: string): void {
  const site = checkedContent(contentDir).files.find((f) => f.collection.typeName === "SiteSettings")
  if (!site) return // onPreBootstrap has stopped the build with the check's report.
  const { name, description } = checkedValues(site) as { name: string; description: string }
  const file = path.join(publicDir, "manifest.webmanifest")
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
  fs.writeFileSync(file, JSON.stringify({ name, short_name: name, description, ...manifest }))
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  nameManifest(path.join(program.directory, "public"), path.join(program.directory, "content"))
}
