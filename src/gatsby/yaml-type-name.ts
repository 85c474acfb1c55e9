/**
 * Names the GraphQL type of each YAML node after its collection
 * (content/treatments/*.yaml → Treatment) instead of the folder-derived default.
 */
import { collectionOf } from "./content/collections"

type YamlFileNode = { relativePath?: string }

export function yamlTypeName({ node }: { node: YamlFileNode }): string {
  const relativePath = (node.relativePath ?? "").split("\\").join("/")
  const collection = collectionOf(relativePath)
  // The content check runs before sourcing and rejects stray files, so this only guards against misuse.
  if (!collection) throw new Error(`content/${relativePath}: not part of any content collection`)
  return collection.typeName
}
