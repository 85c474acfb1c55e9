/**
 * `npm run generate:content`: writes every file that follows from the content
 * model (src/content/zod-schemas.ts): the GraphQL types, Decap's config,
 * the JSON Schemas for VS Code, and the tables in content/README.md and
 * docs/editing.md. JSON goes through Prettier so `npm run lint` accepts it.
 */
import fs from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { outputs, rootDir } from "./content-model/outputs"

async function main() {
  for (const output of outputs()) {
    const target = path.join(rootDir, output.file)
    let text = output.text()
    if (output.format === "json")
      text = await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target })
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const before = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : undefined
    if (before !== text) fs.writeFileSync(target, text)
    console.log(`${before === text ? "unchanged" : "written  "} ${output.file}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
