/**
 * The files the build writes into public/ after Gatsby has rendered the pages,
 * one step per file, run in order by the single onPostBuild of gatsby-node.ts.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { PostBuildStep } from "./context"
import { bundleEditorStep } from "./editor-bundle"
import { writeHeadersFile } from "./headers"
import { writeRobotsTxt } from "./robots"
import { loadScriptsAfterPaintStep } from "./scripts-after-paint"

// The headers step comes last: it hashes the inline scripts of the finished pages
// (the script loader included) and checks the caching rules against every file
// of public/, the editor's bundle included.
const STEPS: readonly PostBuildStep[] = [writeRobotsTxt, loadScriptsAfterPaintStep, bundleEditorStep, writeHeadersFile]

type SiteUrlQuery = { site: { siteMetadata: { siteUrl: string } | null } | null }

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const { data, errors } = await graphql<SiteUrlQuery>("query PostBuildSiteUrl { site { siteMetadata { siteUrl } } }")
  const siteUrl = data?.site?.siteMetadata?.siteUrl
  if (errors || !siteUrl) {
    reporter.panicOnBuild("siteMetadata.siteUrl is missing in gatsby-config.ts", errors)
    return
  }
  const context = {
    projectDir: program.directory,
    publicDir: path.join(program.directory, "public"),
    siteUrl,
    reporter,
  }
  for (const step of STEPS) await step(context)
}
