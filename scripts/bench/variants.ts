/**
 * Builds of the site that the benchmarks measure beside the real one, each in
 * a temp copy of the project (scripts/temp-project.ts), kept between runs so a
 * second run reuses Gatsby's caches: with photo-like images in place of the
 * placeholders, with a generated catalogue of many treatments, at another
 * revision of the code (a "before"), or a bare Gatsby starter for comparison.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createTempProject, rootDir, startGatsbyBuild, waitForBuild } from "../temp-project"
import { writeCatalogue } from "./catalogue"
import { replaceWithBenchPhotos } from "./photos"

export type Variant = {
  /** Names the temp project; builds of one name reuse each other's caches. */
  name: string
  /** A git revision whose code is built instead of the working tree's. */
  revision?: string
  /** Photo-like images instead of the placeholder artwork (photos.ts). */
  photos?: boolean
  /** A generated catalogue instead of content/'s (catalogue.ts). */
  catalogue?: { categories: number; treatments: number }
}

/** Builds the variant and returns its public/ folder; stops with the build's log when it fails. */
export async function buildVariant(variant: Variant): Promise<string> {
  const revision = variant.revision
    ? execFileSync("git", ["rev-parse", "--verify", `${variant.revision}^{commit}`], {
        cwd: rootDir,
        encoding: "utf8",
      }).trim()
    : undefined
  const dir = createTempProject(`bench-${variant.name}`, { reused: true, revision })
  const content = path.join(dir, "content")
  if (variant.photos) await replaceWithBenchPhotos(path.join(content, "images"))
  if (variant.catalogue) writeCatalogue(content, variant.catalogue)
  process.stderr.write(`building ${variant.name}${revision ? ` at ${revision.slice(0, 7)}` : ""}…\n`)
  const result = await waitForBuild(startGatsbyBuild(dir))
  if (result.exitCode !== 0) throw new Error(`The build of ${variant.name} failed:\n${result.output.slice(-4000)}`)
  process.stderr.write(`built ${variant.name} in ${result.seconds} s\n`)
  return path.join(dir, "public")
}

/**
 * A bare Gatsby 5 site beside ours, on the same Gatsby and React: one page
 * with a heading, a paragraph and a list of links, and a 404 page (as Gatsby's
 * default starter has; the local server answers a missing file with it), no
 * plugins, no styles library. What Gatsby itself costs a page, for the
 * benchmarks' comparisons.
 */
export async function buildStarter(): Promise<string> {
  const dir = path.join(
    os.tmpdir(),
    `head-spa-bench-starter-${crypto.createHash("sha1").update(rootDir).digest("hex").slice(0, 8)}`,
  )
  fs.mkdirSync(path.join(dir, "src", "pages"), { recursive: true })
  // Gatsby builds only a folder whose package.json names it; the same versions as ours, from our node_modules.
  const ours = JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
  }
  const dependencies = Object.fromEntries(
    ["gatsby", "react", "react-dom"].map((name) => [name, ours.dependencies[name]]),
  )
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "bare-gatsby-starter", private: true, dependencies }),
  )
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = { plugins: [] }\n")
  const links = ["Tutorial", "How-to guides", "Reference", "Conceptual guides", "Plugin library", "Build and host"]
  fs.writeFileSync(
    path.join(dir, "src", "pages", "index.js"),
    [
      'import * as React from "react"',
      "export default function Home() {",
      "  return (",
      '    <main style={{ padding: 96, fontFamily: "system-ui, sans-serif" }}>',
      "      <h1>Congratulations — you just made a Gatsby site!</h1>",
      "      <p>Edit src/pages/index.js to see this page update in real time.</p>",
      "      <ul>",
      ...links.map((text) => `        <li><a href="#${text.toLowerCase().replace(/\W+/g, "-")}">${text}</a></li>`),
      "      </ul>",
      "    </main>",
      "  )",
      "}",
      "export const Head = () => <title>Home Page</title>",
      "",
    ].join("\n"),
  )
  fs.writeFileSync(
    path.join(dir, "src", "pages", "404.js"),
    [
      'import * as React from "react"',
      "export default function NotFound() {",
      "  return <main><h1>Page not found</h1></main>",
      "}",
      "export const Head = () => <title>Not found</title>",
      "",
    ].join("\n"),
  )
  if (!fs.existsSync(path.join(dir, "node_modules"))) {
    fs.symlinkSync(path.join(rootDir, "node_modules"), path.join(dir, "node_modules"), "junction")
  }
  process.stderr.write("building the bare starter…\n")
  const result = await waitForBuild(startGatsbyBuild(dir))
  if (result.exitCode !== 0) throw new Error(`The starter's build failed:\n${result.output.slice(-4000)}`)
  return path.join(dir, "public")
}
