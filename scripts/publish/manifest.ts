/**
 * Same bytes from the tests to the host. After `npm test` the test workflow
 * records every file of public/ (path, size, SHA-256) and the commit it was
 * built from in a manifest; the publish workflow checks the folder it
 * downloaded against it before uploading anything: every file there with the
 * same content, none added, none missing.
 *
 *   node scripts/publish/manifest.ts write  <folder> <manifest.json> <commit>
 *   node scripts/publish/manifest.ts verify <folder> <manifest.json> <commit>
 *
 * Node runs this file as it is (type stripping, Node 22.18+): only Node's own
 * modules and erasable TypeScript, so the publish jobs need no `npm ci`. Paths
 * are recorded with "/" on every system. Our own because `sha256sum -c` does
 * not run on Windows and does not notice added files.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const ALGORITHM = "sha256"
const SHA256_HEX = /^[0-9a-f]{64}$/
const COMMIT = /^[0-9a-f]{40}$/

export type RecordedFile = { size: number; sha256: string }
export type RecordedFiles = Record<string, RecordedFile>
export type Manifest = { algorithm: typeof ALGORITHM; commit: string; files: RecordedFiles }
export type Differences = { changed: string[]; added: string[]; missing: string[] }

/** A problem with the input (folder, manifest, arguments): reported as a sentence, never as a stack trace. */
export class ManifestError extends Error {}

/** Relative paths, "/"-separated and sorted, of every file under `root`. */
function listFiles(root: string, dir = root): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      const relative = path.relative(root, full).split(path.sep).join("/")
      if (entry.isDirectory()) return listFiles(root, full)
      if (entry.isFile()) return [relative]
      const kind = entry.isSymbolicLink() ? "a symbolic link" : "not a regular file"
      throw new ManifestError(`${relative} in ${root} is ${kind}: only plain files can be published as tested`)
    })
    .sort()
}

/** Size and SHA-256 of every file under `root`. */
export function describeFolder(root: string): RecordedFiles {
  const stat = fs.statSync(root, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) throw new ManifestError(`${root} is not a folder`)
  const files: RecordedFiles = {}
  for (const relative of listFiles(root)) {
    const bytes = fs.readFileSync(path.join(root, ...relative.split("/")))
    files[relative] = { size: bytes.length, sha256: crypto.createHash(ALGORITHM).update(bytes).digest("hex") }
  }
  return files
}

/** What differs between the recorded files and the ones found now. */
export function compareFiles(expected: RecordedFiles, actual: RecordedFiles): Differences {
  const has = (files: RecordedFiles, name: string) => Object.prototype.hasOwnProperty.call(files, name)
  return {
    changed: Object.keys(expected).filter((name) => has(actual, name) && expected[name].sha256 !== actual[name].sha256),
    added: Object.keys(actual).filter((name) => !has(expected, name)),
    missing: Object.keys(expected).filter((name) => !has(actual, name)),
  }
}

function checkedCommit(commit: string | undefined): string {
  if (!commit || !COMMIT.test(commit)) throw new ManifestError(`${String(commit)} is not a full commit SHA`)
  return commit
}

export function writeManifest(root: string, manifestFile: string, commit: string): Manifest {
  const files = describeFolder(root)
  if (Object.keys(files).length === 0) throw new ManifestError(`${root} holds no files: nothing to publish`)
  const manifest: Manifest = { algorithm: ALGORITHM, commit: checkedCommit(commit), files }
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export function readManifest(manifestFile: string): Manifest {
  let manifest: Partial<Manifest> | undefined
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Partial<Manifest>
  } catch (error) {
    const code = (error as { code?: string }).code
    const reason = code === "ENOENT" ? "it does not exist" : `it is not JSON (${(error as Error).message})`
    throw new ManifestError(`cannot read the manifest ${manifestFile}: ${reason}`)
  }
  const entries = Object.entries(manifest?.files ?? {})
  const wellFormed =
    manifest?.algorithm === ALGORITHM &&
    typeof manifest.commit === "string" &&
    COMMIT.test(manifest.commit) &&
    typeof manifest.files === "object" &&
    !Array.isArray(manifest.files) &&
    entries.length > 0 &&
    entries.every(([, file]) => Number.isInteger(file?.size) && SHA256_HEX.test(file?.sha256 ?? ""))
  if (!wellFormed) throw new ManifestError(`${manifestFile} is not a manifest written by scripts/publish/manifest.ts`)
  return manifest as Manifest
}

/**
 * The differences between `root` and the manifest (all three lists empty when
 * the folder is as tested), after checking that the manifest is the one of the
 * commit the workflow says was tested.
 */
export function verifyFolder(root: string, manifestFile: string, commit: string): Differences {
  const manifest = readManifest(manifestFile)
  if (manifest.commit !== checkedCommit(commit)) {
    throw new ManifestError(`${manifestFile} records commit ${manifest.commit}, not the tested ${commit}`)
  }
  return compareFiles(manifest.files, describeFolder(root))
}

const USAGE = "usage: node scripts/publish/manifest.ts write|verify <folder> <manifest.json> <commit>"
const LISTED = 20

/** Runs the command line; returns the exit code: 0 as tested, 1 differences, 2 unusable input. */
export function main(
  args: readonly string[],
  log: (message: string) => void = console.log,
  error: (message: string) => void = console.error,
): 0 | 1 | 2 {
  const [command, root, manifestFile, commit] = args
  try {
    if (args.length !== 4 || !["write", "verify"].includes(command)) throw new ManifestError(USAGE)
    if (command === "write") {
      const count = Object.keys(writeManifest(root, manifestFile, commit).files).length
      log(`${manifestFile}: ${count} files of ${root} recorded for commit ${commit}`)
      return 0
    }
    const differences = verifyFolder(root, manifestFile, commit)
    const problems = Object.entries(differences).filter(([, names]) => names.length > 0)
    if (problems.length === 0) {
      log(`${root}: every file as recorded in ${manifestFile}, none added, none missing`)
      return 0
    }
    error(`${root} is not the folder that was tested (${manifestFile}):`)
    for (const [kind, names] of problems) {
      const more = names.length > LISTED ? ` … and ${names.length - LISTED} more` : ""
      error(`  ${kind} (${names.length}): ${names.slice(0, LISTED).join(", ")}${more}`)
    }
    return 1
  } catch (problem) {
    const fileProblem = (problem as { code?: string; path?: string }).code && (problem as { path?: string }).path
    if (!(problem instanceof ManifestError) && !fileProblem) throw problem
    error(`manifest: ${(problem as Error).message}`)
    return 2
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1]?.endsWith(path.join("publish", "manifest.ts"))) process.exitCode = main(process.argv.slice(2))
