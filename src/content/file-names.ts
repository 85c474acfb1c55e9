/**
 * Names under content/. A name travels where text is read as structure: the
 * run's log (a line that starts with `::` is a workflow command), the
 * Markdown of the Czech answer, shell commands and addresses. And
 * .github/CODEOWNERS gives data away by its file ending, so a folder named like
 * a data file (content/team/x.yaml/) would carry whatever is inside past the
 * code owner. So an image's name is letters, digits, `-` and `_` with one dot
 * before its ending (what the browser editor makes of an upload's name), and a
 * folder's name the same without any dot. YAML files have their own name rule
 * (rules.ts, ENTRY_FILE_NAME) and README.md is one exact name.
 */
import { type ContentIssue, issue, type IssuePlace } from "./messages"

/** Never a leading dash: it reads as an option to command-line tools. */
const SAFE_IMAGE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*\.[A-Za-z0-9]+$/
const SAFE_FOLDER_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/

/** The safe part of a name: accents dropped, every run of other characters one dash. */
const safeStem = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")

/** An image file's name outside the safe set, with the name to give it instead. */
export function imageNameIssue(place: IssuePlace, name: string): ContentIssue | undefined {
  if (SAFE_IMAGE_NAME.test(name)) return undefined
  const dot = name.lastIndexOf(".")
  // Its ending is an image's (only-data.ts asks only for those), so it has a safe stem of its own.
  const ending = safeStem(name.slice(dot + 1))
  return issue(place, "imageFileName", { suggestion: `${safeStem(name.slice(0, dot)) || "obrazek"}.${ending}` })
}

/** A folder's name outside the safe set (a dot included), with the name to give it instead. */
export function folderNameIssue(place: IssuePlace, name: string): ContentIssue | undefined {
  if (SAFE_FOLDER_NAME.test(name)) return undefined
  return issue(place, "folderName", { suggestion: safeStem(name) || "slozka" })
}
