/**
 * Turns each YAML file of content/ into a GraphQL node holding exactly the
 * values the content check approved: the same reader (src/content/reader.ts), the
 * same model output (texts trimmed), so the page shows what the check saw.
 * gatsby-transformer-yaml would read the files a second time with another
 * library (js-yaml), which reads some values differently.
 *
 * Each node is a child of its File node, as the transformer made them: the
 * schema's resolvers take an entry's key from its file name, and image paths
 * resolve relative to the file.
 * https://www.gatsbyjs.com/docs/how-to/plugins-and-themes/creating-a-transformer-plugin/
 */
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { checkedValues, checkFile, formatReport, readFile } from "../content"

type FileNode = Node & { absolutePath: string; sourceInstanceName: string; extension: string }

const isContentFile = (node: Node): node is FileNode =>
  node.internal.type === "File" &&
  (node as FileNode).sourceInstanceName === "content" &&
  /^ya?ml$/i.test((node as FileNode).extension)

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  if (!isContentFile(node)) return
  const { program } = store.getState() as { program: { directory: string } }
  const read = readFile(path.join(program.directory, "content"), node.absolutePath)
  const problems = read.file ? [...read.problems, ...checkFile(read.file).issues] : read.problems
  if (!read.file || problems.length > 0) {
    // The build checked every file before sourcing; this is a file edited under `gatsby develop`.
    reporter.error(formatReport(problems))
    return
  }
  const values = checkedValues(read.file)
  const child = {
    ...values,
    id: createNodeId(`${node.id} >>> ${read.file.collection.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: read.file.collection.typeName, contentDigest: createContentDigest(values) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
