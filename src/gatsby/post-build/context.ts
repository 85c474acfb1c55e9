import type { BuildArgs, Reporter } from "gatsby"

/** What every post-build step gets: where the project and its output are, and Gatsby's tools. */
export type PostBuildContext = {
  projectDir: string
  publicDir: string
  graphql: BuildArgs["graphql"]
  reporter: Reporter
}

export type PostBuildStep = (context: PostBuildContext) => void | Promise<void>
