/**
 * The deploy jobs upload a downloaded artifact only when it holds the site's
 * files and nothing a host reads as configuration (publish/deployable.ts, with
 * its refusals tested in publish/test/deployable.test.ts): the real build
 * passes it. Run as the publish workflow runs it: plain Node, the folder and
 * the default branch's static/_headers.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { publishedSite, rootDir } from "../support/built-site"

test("accepts the site as the build made it", () => {
  const script = path.join(rootDir, "publish", "deployable.ts")
  const site = publishedSite.publicDir
  const run = spawnSync(process.execPath, [script, site, path.join(rootDir, "static", "_headers")], {
    encoding: "utf8",
  })
  expect(run).toMatchObject({
    status: 0,
    stdout: `${site}: only the site's files, and _headers as the default branch defines it\n`,
  })
})
