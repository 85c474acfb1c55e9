/**
 * Turns each YAML file of content/ into a GraphQL node holding exactly the
 * values the content check approved: the file as this build's check read it
 * (checked-content.ts), the same model output (texts trimmed), so the page
 * shows what the check saw, and the file is not read again. Only a file whose
 * bytes differ from what the check read (an edit under `gatsby develop`) is
 * read and checked again here.
 *
 * Each node is a child of its File node, as gatsby-transformer-yaml made them:
 * image paths resolve relative to the file. An entry of a folder also gets its
 * key, `slug`, the file name.
 * https://www.gatsbyjs.com/docs/how-to/plugins-and-themes/creating-a-transformer-plugin/
 */
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import {
  type ContentFile,
  type ContentIssue,
  checkFile,
  isOnSite,
  formatReport,
  readFile,
  siteValues,
  slugOf,
} from "../content"
import { checkedContent } from "./checked-content"

type FileNode = Node & { absolutePath: string; sourceInstanceName: string; extension: string }

/** The file as the build's check approved it, if the node has the same bytes; else read and checked now. */
function approved(contentDir: string, node: FileNode): { file?: ContentFile; problems: ContentIssue[] } {
  const { files, issues } = checkedContent(contentDir)
  const checked = files.find((f) => f.absolutePath === node.absolutePath)
  if (checked && checked.digest === node.internal.contentDigest && !issues.some((i) => i.file === checked.file)) {
    return { file: checked, problems: [] }
  }
  const read = readFile(contentDir, node.absolutePath)
  return read.file ? { file: read.file, problems: [...read.problems, ...checkFile(read.file).issues] } : read
}

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
  const { file, problems } = approved(path.join(program.directory, "content"), node)
  if (!file || problems.length > 0) {
    // The build checked every file before sourcing; this is a file edited under `gatsby develop`.
    reporter.error(formatReport(problems))
    return
  }
  // An entry the editor took off the site (Odebrat z webu) gets no node: no page, sitemap or JSON-LD has it,
  // as loadContent leaves it out (site-content.ts).
  if (!isOnSite(file)) return
  // An entry's key is its file name (slugOf); set here so that GraphQL and loadContent name entries alike.
  const values = { ...siteValues(file), ...(file.collection.kind === "folder" ? { slug: slugOf(file) } : {}) }
  const child = {
    ...values,
    id: createNodeId(`${node.id} >>> ${file.collection.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: file.collection.typeName, contentDigest: createContentDigest(values) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
