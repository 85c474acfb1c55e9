/**
 * Runs the content check before Gatsby sources anything, in `gatsby build` and
 * `gatsby develop` alike, and stops with every problem listed.
 */
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { checkContent, formatReport, formatSuccess } from "../content"

export function validateContent(contentDir: string, reporter: Pick<Reporter, "panic" | "info">): void {
  const { files, issues } = checkContent(contentDir)
  if (issues.length > 0) reporter.panic(formatReport(issues))
  reporter.info(formatSuccess(files.length))
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  validateContent(path.join(program.directory, "content"), reporter)
}
