/**
 * Preloaded into a build (NODE_OPTIONS=--require) to count how often the build
 * reads each file under content/: every whole-file read through `fs` of a
 * .yaml file is appended, with the reading process's id and the call, to the file named by
 * HEAD_SPA_READ_LOG. Gatsby's workers inherit NODE_OPTIONS, so their reads
 * count too.
 */
const fs = require("node:fs")
const path = require("node:path")

const log = process.env.HEAD_SPA_READ_LOG
const contentDir = path.join(process.cwd(), "content") + path.sep

function record(file, how) {
  const name =
    typeof file === "string" ? file : file instanceof URL ? file.pathname : Buffer.isBuffer(file) ? file.toString() : ""
  const absolute = path.resolve(name)
  if (absolute.startsWith(contentDir) && /\.ya?ml$/i.test(absolute)) {
    fs.appendFileSync(log, `${process.pid} ${how} ${path.relative(process.cwd(), absolute)}\n`)
  }
}

if (log) {
  for (const [owner, name] of [
    [fs, "readFileSync"],
    [fs, "readFile"],
    [fs.promises, "readFile"],
    [fs, "createReadStream"],
  ]) {
    const original = owner[name]
    owner[name] = function (file, ...rest) {
      record(file, name)
      return original.call(this, file, ...rest)
    }
  }
}
