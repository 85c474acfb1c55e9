/**
 * What the build's onCreateNode (src/gatsby/source-content.ts) makes of one
 * content file, as Gatsby calls it: with the File node's MD5, the site's folder
 * above `contentDir`, and its reporter's errors collected.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { onCreateNode } from "../../src/gatsby/source-content"

export type Sourced = { nodes: Record<string, unknown>[]; errors: string[] }

export function sourcedNodes(contentDir: string, absolutePath: string): Sourced {
  const nodes: Record<string, unknown>[] = []
  const errors: string[] = []
  const args = {
    node: {
      id: `file ${absolutePath}`,
      absolutePath,
      sourceInstanceName: "content",
      extension: path.extname(absolutePath).slice(1),
      internal: {
        type: "File",
        contentDigest: crypto.createHash("md5").update(fs.readFileSync(absolutePath)).digest("hex"),
      },
    },
    actions: {
      createNode: (node: Record<string, unknown>) => nodes.push(node),
      createParentChildLink: () => undefined,
    },
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: { error: (message: string) => errors.push(message) },
    store: { getState: () => ({ program: { directory: path.dirname(contentDir) } }) },
  }
  // The hook takes Gatsby's whole argument object; this passes what it reads.
  void (onCreateNode as unknown as (a: typeof args) => void)(args)
  return { nodes, errors }
}
