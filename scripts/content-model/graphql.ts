/**
 * The GraphQL type definitions of the content for Gatsby's createTypes
 * (https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/),
 * written from the content model: every type explicit (@dontInfer), required
 * fields non-null, images as File nodes, closed sets with a typeName as enums,
 * links between entries by file name, and each folder entry's `slug`.
 */
import { type Collection, collections, fieldsOf, type ModelField, type ModelNode, modelOf } from "../../src/content"

type GqlField = { name: string; type: string; required: boolean; directive?: string; description?: string }
type GqlType = { name: string; fields: GqlField[] }

const FILE_SLUG = "The file name without .yaml: the entry's key, stable while its name changes."

class TypeWriter {
  readonly types = new Map<string, GqlType[]>()
  readonly enums = new Map<string, readonly string[]>()

  /** The GraphQL type of a field (without its non-null mark) and the directive it needs. */
  private fieldType(field: ModelField, owner: string): { type: string; directive?: string } {
    const { meta, node } = field
    if (meta.imageFolder) return { type: "File", directive: "@fileByRelativePath" }
    if (meta.link) return { type: meta.link, directive: '@link(by: "slug")' }
    if (node.enum) {
      if (!meta.typeName) return { type: "String" }
      this.enums.set(meta.typeName, node.enum)
      return { type: meta.typeName }
    }
    switch (node.type) {
      case "string":
        return { type: "String" }
      case "integer":
        return { type: "Int" }
      case "number":
        return { type: "Float" }
      case "object":
        return { type: this.group(node, `${owner}.${field.name}`) }
      case "array": {
        if (!node.items) throw new Error(`${owner}.${field.name}: a list needs an item type`)
        const item = this.fieldType({ ...field, node: node.items, meta: node.items["x-model"] ?? meta }, owner)
        return { type: `[${item.type}!]`, directive: item.directive }
      }
    }
    throw new Error(`${owner}.${field.name}: no GraphQL type for ${JSON.stringify(node.type)}`)
  }

  /** Declares a group of fields as a type; returns its name. */
  group(node: ModelNode, at: string): string {
    const name = node["x-model"]?.typeName
    if (!name) throw new Error(`${at}: a group of fields needs a typeName in the content model`)
    // A field of the editor's alone (a treatment's `removed`) is not the site's: an entry taken off the site has no node.
    const fields = fieldsOf(node)
      .filter((field) => !field.meta.editorOnly)
      .map((field) => ({
        name: field.name,
        // A portrait given as an https address has no File node: null, with the address in photoUrl.
        required: field.required && field.meta.rule !== "imageOrUrl",
        ...this.fieldType(field, name),
      }))
    this.types.set(name, [...(this.types.get(name) ?? []), { name, fields }])
    return name
  }
}

/**
 * A type used in several places (a gallery with and without captions) gets
 * every field of every use; a field is non-null only where all uses require it.
 */
function merge(variants: GqlType[]): GqlType {
  const names = [...new Set(variants.flatMap((v) => v.fields.map((f) => f.name)))]
  return {
    name: variants[0].name,
    fields: names.map((name) => {
      const uses = variants.map((v) => v.fields.find((f) => f.name === name))
      const first = uses.find((f) => f !== undefined) as GqlField
      for (const use of uses) {
        if (use && use.type !== first.type)
          throw new Error(`${variants[0].name}.${name}: ${use.type} here, ${first.type} elsewhere`)
      }
      return { ...first, required: uses.every((use) => use?.required) }
    }),
  }
}

function derivedFields(collection: Collection): GqlField[] {
  const slug: GqlField[] =
    collection.kind === "folder" ? [{ name: "slug", type: "String", required: true, description: FILE_SLUG }] : []
  return [
    ...slug,
    ...Object.entries(collection.derived ?? {}).map(([name, { type, description }]) => ({
      name,
      type: type.replace(/!$/, ""),
      required: type.endsWith("!"),
      description,
    })),
  ]
}

function printField({ name, type, required, directive, description }: GqlField): string {
  const doc = description ? `  "${description.replace(/"/g, '\\"')}"\n` : ""
  return `${doc}  ${name}: ${type}${required ? "!" : ""}${directive ? ` ${directive}` : ""}`
}

export function graphqlTypeDefs(): string {
  const writer = new TypeWriter()
  const roots = new Set<string>()
  for (const collection of collections) {
    roots.add(writer.group(modelOf(collection), collection.path))
    // Computed fields (resolvers in src/gatsby/graphql-schema.ts) go after the written ones.
    writer.types.get(collection.typeName)?.[0].fields.push(...derivedFields(collection))
  }
  const blocks = [...writer.types.values()].map((variants) => {
    const { name, fields } = merge(variants)
    const head = roots.has(name) ? `type ${name} implements Node @dontInfer {` : `type ${name} {`
    return [head, ...fields.map(printField), "}"].join("\n")
  })
  const enums = [...writer.enums].map(([name, values]) =>
    [`enum ${name} {`, ...values.map((v) => `  ${v}`), "}"].join("\n"),
  )
  return [...blocks, ...enums].join("\n\n")
}
