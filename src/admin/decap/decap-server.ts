/**
 * decap-server (3.11, git mode) asks simple-git for `diff [main, cms/<collection>/<slug>]`
 * whenever it lists a draft's files (its localGit middleware, getDiffs). This
 * turns exactly that call into `diff [main...cms/…]`: the draft against the
 * commit it branched from, as GitHub compares a pull request. After a save,
 * which decap-server rebases onto main first, both give the same files.
 *
 * It changes simple-git's `diff` on the prototype of its instances, the one
 * seam decap-server leaves open without a fork: an internal of both packages.
 * __tests__/unit/local-editor-drafts.test.ts publishes two drafts through the
 * running backend and opens a third, and fails if the change no longer takes
 * ("opens a draft with its own files alone after two other drafts were published").
 * It runs in Node, in `npm run cms` (scripts/local-editor.ts) and the browser
 * tests' backend, never in the editor's bundle: the door's index.ts leaves it out.
 */
import { createRequire } from "node:module"

/** Decap's draft branches: cms/<collection>/<slug> (decap-cms-lib-util's CMS_BRANCH_PREFIX). */
const DRAFT_BRANCH = /^cms\//

type Diff = (this: unknown, ...args: unknown[]) => unknown
type SimpleGitModule = { simpleGit: (baseDir?: string) => object }

/** The `diff` arguments decap-server passes for a draft, in three-dot form; any other call as it was. */
export function threeDot(args: unknown[]): unknown[] {
  const [refs, ...rest] = args
  if (!Array.isArray(refs) || refs.length !== 2) return args
  const [base, draft] = refs as unknown[]
  if (typeof base !== "string" || typeof draft !== "string" || !DRAFT_BRANCH.test(draft) || base.startsWith("-")) {
    return args
  }
  return [[`${base}...${draft}`], ...rest]
}

/** Makes every simple-git instance compare a draft branch with its merge base. */
export function compareDraftsWithTheirBase(simpleGit: SimpleGitModule): void {
  const prototype = Object.getPrototypeOf(simpleGit.simpleGit()) as { diff?: Diff }
  const diff = prototype.diff
  if (typeof diff !== "function") throw new Error("simple-git has no diff method to change")
  prototype.diff = function (this: unknown, ...args: unknown[]) {
    return diff.apply(this, threeDot(args))
  }
}

/** decap-server's own simple-git (a CommonJS module is loaded once per path), comparing drafts with their base. */
export function compareDecapServerDraftsWithTheirBase(): void {
  const fromDecapServer = createRequire(require.resolve("decap-server"))
  compareDraftsWithTheirBase(fromDecapServer("simple-git") as SimpleGitModule)
}
