/**
 * Same bytes from the tests to the host. After `npm test` the workflow records
 * every file of public/ (path, size, SHA-256) in a manifest; the deploy job checks
 * the folder it downloaded against it before uploading anything: every file there
 * with the same content, none added, none missing.
 *
 *   node scripts/publish-manifest.cjs write  <folder> <manifest.json>
 *   node scripts/publish-manifest.cjs verify <folder> <manifest.json>
 *
 * Plain Node without dependencies, so the deploy job needs no `npm ci`; paths are
 * recorded with "/" on every system. Our own because `sha256sum -c` does not run
 * on Windows and does not notice added files.
 */
"use strict"

const crypto = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")

const ALGORITHM = "sha256"
const SHA256_HEX = /^[0-9a-f]{64}$/

/** A problem with the input (folder, manifest, arguments): reported as a sentence, never as a stack trace. */
class ManifestError extends Error {}

/** Relative paths, "/"-separated and sorted, of every file under `root`. */
function listFiles(root, dir = root) {
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

/**
 * Size and SHA-256 of every file under `root`.
 * @param {string} root
 * @returns {Record<string, { size: number, sha256: string }>}
 */
function describeFolder(root) {
  const stat = fs.statSync(root, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) throw new ManifestError(`${root} is not a folder`)
  const files = {}
  for (const relative of listFiles(root)) {
    const bytes = fs.readFileSync(path.join(root, ...relative.split("/")))
    files[relative] = { size: bytes.length, sha256: crypto.createHash(ALGORITHM).update(bytes).digest("hex") }
  }
  return files
}

/**
 * What differs between the recorded files and the ones found now.
 * @param {Record<string, { size: number, sha256: string }>} expected
 * @param {Record<string, { size: number, sha256: string }>} actual
 */
function compareFiles(expected, actual) {
  const has = (files, name) => Object.prototype.hasOwnProperty.call(files, name)
  return {
    changed: Object.keys(expected).filter((name) => has(actual, name) && expected[name].sha256 !== actual[name].sha256),
    added: Object.keys(actual).filter((name) => !has(expected, name)),
    missing: Object.keys(expected).filter((name) => !has(actual, name)),
  }
}

function writeManifest(root, manifestFile) {
  const files = describeFolder(root)
  if (Object.keys(files).length === 0) throw new ManifestError(`${root} holds no files: nothing to publish`)
  fs.writeFileSync(manifestFile, `${JSON.stringify({ algorithm: ALGORITHM, files }, null, 2)}\n`)
  return files
}

function readManifest(manifestFile) {
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"))
  } catch (error) {
    const reason = error.code === "ENOENT" ? "it does not exist" : `it is not JSON (${error.message})`
    throw new ManifestError(`cannot read the manifest ${manifestFile}: ${reason}`)
  }
  const entries = Object.entries(manifest?.files ?? {})
  const wellFormed =
    manifest?.algorithm === ALGORITHM &&
    typeof manifest.files === "object" &&
    !Array.isArray(manifest.files) &&
    entries.length > 0 &&
    entries.every(([, file]) => Number.isInteger(file?.size) && SHA256_HEX.test(file?.sha256 ?? ""))
  if (!wellFormed) throw new ManifestError(`${manifestFile} is not a manifest written by publish-manifest.cjs`)
  return manifest.files
}

/** The differences between `root` and the manifest; all three lists empty when the folder is as tested. */
function verifyFolder(root, manifestFile) {
  return compareFiles(readManifest(manifestFile), describeFolder(root))
}

const USAGE = "usage: node scripts/publish-manifest.cjs write|verify <folder> <manifest.json>"
const LISTED = 20

/** Runs the command line; returns the exit code: 0 as tested, 1 differences, 2 unusable input. */
function main(args, log = console.log, error = console.error) {
  const [command, root, manifestFile] = args
  try {
    if (args.length !== 3 || !["write", "verify"].includes(command)) throw new ManifestError(USAGE)
    if (command === "write") {
      const count = Object.keys(writeManifest(root, manifestFile)).length
      log(`${manifestFile}: ${count} files of ${root} recorded`)
      return 0
    }
    const differences = verifyFolder(root, manifestFile)
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
    if (!(problem instanceof ManifestError) && !(problem?.code && problem?.path)) throw problem
    error(`publish-manifest: ${problem.message}`)
    return 2
  }
}

module.exports = { describeFolder, compareFiles, writeManifest, readManifest, verifyFolder, main, ManifestError }

if (require.main === module) process.exitCode = main(process.argv.slice(2))
