/**
 * The tables the editors' docs show, generated so they always say what the
 * check does: the fields of every content file (content/README.md) and every
 * message of the content check (docs/editing.md). Both live between marker
 * comments in hand-written pages.
 */
import {
  type Collection,
  collections,
  type FieldMeta,
  fieldsOf,
  messages,
  type ModelNode,
  modelOf,
  plural,
  say,
  thousands,
  yamlReasons,
} from "../../src/content"
import { folderCms } from "./decap-collections"

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ")
const code = (text: string) => `\`${text}\``
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n")

const RULE_TYPES: Partial<Record<NonNullable<FieldMeta["rule"]>, string>> = {
  httpsUrl: "webová adresa začínající `https://`",
  postcode: 'PSČ, např. `"415 01"`',
  phone: 'telefon, např. `"+420 123 456 789"`',
  placeholders: "text se značkami `{current}` a `{total}`",
  localImage: "cesta k obrázku (.jpg, .png, .webp, .avif)",
  imageOrUrl: "cesta k obrázku (.jpg, .png, .webp, .avif) nebo adresa `https://`",
}

function typeOf(node: ModelNode, meta: FieldMeta): string {
  if (meta.link) return "název souboru kategorie bez `.yaml`"
  if (node.enum) {
    return `jedna z: ${node.enum.map((v) => `${code(v)}${meta.options?.[v] ? ` (${meta.options[v]})` : ""}`).join(", ")}`
  }
  const range = (unit = "") =>
    node.maximum !== undefined
      ? `od ${thousands(node.minimum ?? 0)} do ${thousands(node.maximum)}${unit}`
      : `od ${thousands(node.minimum ?? 0)}`
  switch (node.type) {
    case "integer":
      return `celé číslo ${range(meta.unit ? ` ${meta.unit}` : "")}`
    case "number":
      return `číslo ${range(meta.unit ? ` ${meta.unit}` : "")}, nejvýš 2 desetinná místa`
    case "array":
      return node.minItems === node.maxItems
        ? `seznam, přesně ${plural(node.minItems ?? 0, "položka", "položky", "položek")}`
        : `seznam, ${plural(node.minItems ?? 0, "položka", "položky", "položek")} až ${node.maxItems ?? "libovolně"}`
    case "object":
      return "skupina polí"
    case "boolean":
      return "`true` (ano) nebo `false` (ne)"
  }
  const kind =
    meta.rule && RULE_TYPES[meta.rule] ? (RULE_TYPES[meta.rule] as string) : meta.multiline ? "delší text" : "text"
  return node.maxLength === undefined ? kind : `${kind}, nejvýš ${thousands(node.maxLength)} znaků`
}

function rows(node: ModelNode, prefix = ""): string[][] {
  return fieldsOf(node).flatMap(({ name, meta, node: own, required }) => {
    const at = `${prefix}${name}`
    const folder = meta.imageFolder ? ` Obrázky patří do \`content/${meta.imageFolder}/\`.` : ""
    const row = [
      code(at),
      `${meta.label}${meta.hint ? ` – ${meta.hint}` : ""}${folder}`,
      typeOf(own, meta),
      required ? "ano" : "ne",
    ]
    const nested =
      own.type === "object" ? rows(own, `${at}.`) : own.type === "array" && own.items ? rows(own.items, `${at}[].`) : []
    return [row, ...nested]
  })
}

const title = (c: Collection) =>
  c.kind === "folder"
    ? `\`${c.path}/<název-souboru>.yaml\` – ${folderCms(c).label}`
    : `\`${c.path}\` – ${modelOf(c)["x-model"]?.label}`

/** Field tables of every content file, for content/README.md. */
export function fieldTables(): string {
  return collections
    .map((c) =>
      [`### ${title(c)}`, "", table(["pole", "co to je", "typ a pravidla", "povinné"], rows(modelOf(c)))].join("\n"),
    )
    .join("\n\n")
}

const messageKeys = Object.keys(messages) as (keyof typeof messages)[]

/** Every message of the content check with an example, and the plain-words YAML reasons, for docs/editing.md. */
export function messageTables(): string {
  const messageRows = messageKeys
    .filter((key) => !("formOnly" in messages[key]))
    .map((key) => {
      const { when, example } = messages[key]
      return [code(say(key, example as never)), when]
    })
  const reasonRows = Object.entries(yamlReasons).map(([key, reason]) => [
    reason.replace(/\\/g, "\\\\"),
    key === "other" ? "ostatní chyby zápisu" : key === "MISSING_QUOTE" ? "`MISSING_CHAR` (uvozovka)" : code(key),
  ])
  return [
    table(["hlášení (příklad)", "kdy se objeví"], messageRows),
    "",
    "Popis chyby zápisu YAML (za „chyba zápisu na řádku …, znak …:“) je jeden z těchto:",
    "",
    table(["popis", "kód chyby parseru"], reasonRows),
  ].join("\n")
}

/** The messages the browser editor's form says in its own words, beside the file's, for docs/editing.md. */
export function formMessageTable(): string {
  const rows = messageKeys
    .filter((key) => "form" in messages[key] || "formOnly" in messages[key])
    .map((key) => {
      const entry = messages[key]
      const form = "form" in entry ? entry.form : undefined
      const inFile = "formOnly" in entry ? "–" : code(say(key, entry.example as never))
      return [code(say(key, (form?.example ?? entry.example) as never, "form")), inFile, form?.when ?? entry.when]
    })
  return table(["v editoru (příklad)", "v souboru", "kdy se objeví"], rows)
}

const START = (name: string) => `<!-- generated:${name} (npm run generate:content; do not edit by hand) -->`
const END = (name: string) => `<!-- /generated:${name} -->`

/** The page with the section between its markers replaced. */
export function withSection(page: string, name: string, body: string): string {
  const start = page.indexOf(START(name))
  const end = page.indexOf(END(name))
  if (start < 0 || end < start) throw new Error(`markers ${START(name)} … ${END(name)} are missing`)
  return `${page.slice(0, start)}${START(name)}\n\n${body}\n\n${page.slice(end)}`
}
