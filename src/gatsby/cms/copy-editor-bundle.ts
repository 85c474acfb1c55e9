/**
 * The editor at /admin/ runs Decap CMS's self-contained bundle (React included),
 * copied from node_modules at each build so the 5 MB file is never committed and
 * always matches the installed version. static/admin/index.html loads it; no
 * public page does.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const BUNDLE_FILES = ["decap-cms.js", "decap-cms.js.LICENSE.txt"] as const

export function copyEditorBundle(projectDir: string, publicDir: string): string[] {
  const fromProject = createRequire(path.join(projectDir, "package.json"))
  const sourceDir = path.dirname(fromProject.resolve("decap-cms/dist/decap-cms.js"))
  const targetDir = path.join(publicDir, "admin")
  fs.mkdirSync(targetDir, { recursive: true })
  return BUNDLE_FILES.map((name) => {
    fs.copyFileSync(path.join(sourceDir, name), path.join(targetDir, name))
    return path.join(targetDir, name)
  })
}
