/**
 * The content model as plain data: each collection's zod schema converted to
 * JSON Schema by zod's own `z.toJSONSchema` (draft 7), with every field's
 * metadata kept under "x-model". The check (image fields, links, ranges for
 * messages) and the generators walk this one representation instead of zod's
 * internals.
 */
import { z } from "zod"
import type { Collection } from "./collections"
import { type FieldMeta, metaOf } from "./fields"

export type ModelNode = {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null"
  properties?: Record<string, ModelNode>
  required?: string[]
  additionalProperties?: boolean
  items?: ModelNode
  minItems?: number
  maxItems?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  enum?: string[]
  anyOf?: ModelNode[]
  "x-model"?: FieldMeta
  [keyword: string]: unknown
}

/** One field of a group, seen from the group. */
export type ModelField = {
  name: string
  meta: FieldMeta
  /** Must be present and not null. */
  required: boolean
  /** The field's own schema; for "text or null" the text branch. */
  node: ModelNode
}

const cache = new WeakMap<Collection["schema"], ModelNode>()
const noMetadata = z.registry<Record<string, never>>()

/** A collection's model (or any file's, by its schema: the browser editor has no collections). */
export function modelOf({ schema }: Pick<Collection, "schema">): ModelNode {
  const cached = cache.get(schema)
  if (cached) return cached
  const model = z.toJSONSchema(schema, {
    target: "draft-7",
    io: "input",
    // Metadata goes under one key instead of mixing with JSON Schema's own keywords.
    metadata: noMetadata,
    override: ({ zodSchema, jsonSchema }) => {
      const meta = metaOf(zodSchema)
      if (meta) jsonSchema["x-model"] = meta
      // .int() adds the safe-integer bounds; they are not a rule of ours.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum
    },
  }) as ModelNode
  cache.set(schema, model)
  return model
}

/** A nullable field's schema is anyOf [field, null]; its metadata sits on the anyOf. */
function withoutNull(node: ModelNode): { node: ModelNode; nullable: boolean } {
  const branches = node.anyOf?.filter((branch) => branch.type !== "null")
  if (!node.anyOf || branches?.length !== 1) return { node, nullable: false }
  return { node: { ...branches[0], "x-model": node["x-model"] ?? branches[0]["x-model"] }, nullable: true }
}

export function fieldsOf(group: ModelNode): ModelField[] {
  return Object.entries(group.properties ?? {}).map(([name, property]) => {
    const { node, nullable } = withoutNull(property)
    const meta = node["x-model"]
    if (!meta) throw new Error(`field ${name} has no label in the content model`)
    return { name, meta, required: !nullable && (group.required ?? []).includes(name), node }
  })
}

/** The schema at a path of the data (numbers step into list items), or undefined off the model. */
export function nodeAt(root: ModelNode, at: readonly PropertyKey[]): ModelNode | undefined {
  let node: ModelNode | undefined = root
  for (const key of at) {
    if (!node) return undefined
    node = withoutNull(node).node
    node = typeof key === "number" ? node.items : node.properties?.[String(key)]
  }
  return node && withoutNull(node).node
}

/** Every value in `data` at a field whose metadata (and schema) matches, with its path. */
export function* valuesWhere(
  node: ModelNode,
  data: unknown,
  matches: (meta: FieldMeta, node: ModelNode) => boolean,
  at: (string | number)[] = [],
): Generator<{ at: (string | number)[]; value: unknown; meta: FieldMeta; node: ModelNode }> {
  const { node: own } = withoutNull(node)
  const meta = own["x-model"]
  if (meta && at.length > 0 && matches(meta, own) && data !== undefined) yield { at, value: data, meta, node: own }
  if (own.type === "array" && own.items && Array.isArray(data)) {
    for (const [index, item] of data.entries()) yield* valuesWhere(own.items, item, matches, [...at, index])
  } else if (own.type === "object" && data !== null && typeof data === "object" && !Array.isArray(data)) {
    for (const [key, child] of Object.entries(own.properties ?? {})) {
      yield* valuesWhere(child, (data as Record<string, unknown>)[key], matches, [...at, key])
    }
  }
}
