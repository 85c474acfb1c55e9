import type { BuildArgs, Reporter } from "gatsby"

/** What every post-build step gets: where the project and its output are, and Gatsby's tools. */
export type PostBuildContext = {
  projectDir: string
  publicDir: string
  graphql: BuildArgs["graphql"]
  reporter: Reporter
}

export type PostBuildStep = (context: PostBuildContext) => void | Promise<void>

/** Folders of public/ that hold no page of the public site. */
export const NOT_SITE_PAGES = ["admin", "_gatsby", "~partytown"]
