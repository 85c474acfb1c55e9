/**
 * The editor at /admin/ runs Decap CMS's self-contained bundle (React included),
 * copied from node_modules at each build so the 5 MB file is never committed and
 * always matches the installed version. static/admin/index.html loads it; no
 * public page does.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { PostBuildStep } from "./context"

const BUNDLE_FILES = ["decap-cms.js", "decap-cms.js.LICENSE.txt"] as const

export const copyEditorBundle: PostBuildStep = ({ projectDir, publicDir, reporter }) => {
  const fromProject = createRequire(path.join(projectDir, "package.json"))
  const sourceDir = path.dirname(fromProject.resolve("decap-cms/dist/decap-cms.js"))
  const targetDir = path.join(publicDir, "admin")
  fs.mkdirSync(targetDir, { recursive: true })
  for (const name of BUNDLE_FILES) fs.copyFileSync(path.join(sourceDir, name), path.join(targetDir, name))
  reporter.info(`Editor: Decap CMS bundle copied to ${path.relative(projectDir, targetDir)}/`)
}
