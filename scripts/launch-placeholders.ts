/**
 * `tsx scripts/launch-placeholders.ts [content folder]`: the before-launch stand-ins
 * still in content/, as JSON on stdout, read through the content model's own reader
 * (src/content/launch-placeholders.ts). The publishing gate (publish/launch-check.ts,
 * plain Node) runs this and refuses while the list is not empty.
 */
import path from "node:path"
import { launchPlaceholdersLeft } from "../src/content"

const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"))
console.log(JSON.stringify(launchPlaceholdersLeft(contentDir)))
