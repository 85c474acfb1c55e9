/**
 * Where the built sites under test are: the published one (this project's content/ and public/) and the second
 * site, a build of the frozen fixture catalogue with a week of editor's edits, which Playwright's `sites` project
 * makes in a temp project kept per checkout (__tests__/rebuild/sites.setup.ts). playwright.config.ts serves them
 * and the tests read them from here.
 */
import path from "node:path"
import { reusedProjectDir, rootDir } from "./temp-project"

/** A built site in a project folder: its content/ and the public/ built from it. */
export type SiteUnderTest = { contentDir: string; publicDir: string }

export const siteIn = (dir: string): SiteUnderTest => ({
  contentDir: path.join(dir, "content"),
  publicDir: path.join(dir, "public"),
})

/** What `npm run build` made of content/: the site that is published. */
export const published = siteIn(rootDir)

/** The temp projects of the second site and of the broken catalogue, one folder each per checkout. */
export const EDITED_PROJECT = reusedProjectDir("edited")
export const BROKEN_PROJECT = reusedProjectDir("broken")

export const edited = siteIn(EDITED_PROJECT)
