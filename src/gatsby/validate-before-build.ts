/**
 * Runs the content check (checked-content.ts) before Gatsby sources
 * anything, in `gatsby build` and `gatsby develop` alike, and stops with every
 * problem listed.
 */
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { formatReport, formatSuccess } from "../content"
import { runContentCheck } from "./checked-content"

export function validateContent(contentDir: string, reporter: Pick<Reporter, "panic" | "info">): void {
  const { files, issues } = runContentCheck(contentDir)
  if (issues.length > 0) reporter.panic(formatReport(issues))
  reporter.info(formatSuccess(files.length))
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  validateContent(path.join(program.directory, "content"), reporter)
}
