/**
 * Only data under content/. An editor may merge a change to content/ without
 * the web person's review (.github/CODEOWNERS), so nothing there may be
 * something a tool could run or load: Jest, for one, would take a
 * content/__mocks__/react.js as the mock of React. Every entry under content/
 * is listed, dot-files and folders included, and each must be one of:
 *   - a YAML file (reader.ts decides whether it belongs to a collection),
 *   - an image under content/images/ whose first bytes are a JPEG, PNG, WebP or AVIF,
 *   - a README.md.
 * Anything else, and any symbolic link, is refused with the file's name; so is
 * an image or a folder whose name is outside the safe set of file-names.ts.
 */
import path from "node:path"
import { entriesBelow } from "../utils/entries-below"
import { folderNameIssue, imageNameIssue } from "./file-names"
import { IMAGE_FILE, imageType, readHeader } from "./images"
import { type ContentIssue, issue } from "./messages"

const YAML_FILE = /\.ya?ml$/i
const IMAGES_FOLDER = "images/"

/** What is wrong with one regular file, by its path relative to content/ ("/"-separated). */
function fileProblem(relative: string, absolute: string): "foreignFile" | "fakeImage" | undefined {
  const name = path.posix.basename(relative)
  if (YAML_FILE.test(name) || name === "README.md") return undefined
  if (!relative.startsWith(IMAGES_FOLDER) || !IMAGE_FILE.test(name)) return "foreignFile"
  return imageType(readHeader(absolute)) ? undefined : "fakeImage"
}

/** An image's name outside the safe set; YAML files and README.md have rules of their own. */
const imageFileNameIssue = (place: { file: string }, name: string) =>
  IMAGE_FILE.test(name) ? imageNameIssue(place, name) : undefined

/** Every file, folder and link under `contentDir` that is not data, as problems naming it. */
export function nonDataIssues(contentDir: string): ContentIssue[] {
  const projectDir = path.dirname(contentDir)
  const issues: ContentIssue[] = []
  for (const entry of entriesBelow(contentDir)) {
    const absolute = path.join(entry.parentPath, entry.name)
    const place = { file: path.relative(projectDir, absolute).split(path.sep).join("/") }
    const relative = path.relative(contentDir, absolute).split(path.sep).join("/")
    if (entry.isSymbolicLink()) issues.push(issue(place, "linkInContent", {}))
    else if (entry.isDirectory()) {
      // A trailing slash says it is a folder: content/team/x.yaml/ is no YAML file.
      const named = folderNameIssue({ file: `${place.file}/` }, entry.name)
      if (named) issues.push(named)
    } else if (!entry.isFile()) issues.push(issue(place, "foreignFile", {}))
    else {
      const problem = fileProblem(relative, absolute)
      const named = problem === "foreignFile" ? undefined : imageFileNameIssue(place, entry.name)
      if (problem) issues.push(issue(place, problem, {}))
      if (named) issues.push(named)
    }
  }
  return issues
}
