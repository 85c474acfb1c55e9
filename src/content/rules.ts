/**
 * The rules a single value follows, and the limits of files and images. Each
 * text rule has one regular expression, which Decap CMS and the editor's JSON
 * Schemas check while typing, and the content check applies the same rule (for
 * web addresses through `new URL`, naming the exact fault); a unit test keeps
 * the two in agreement. VS Code's JSON Schemas and the editor's image fields get
 * one pattern per field (formPattern): the rule, the characters the fonts print
 * and the field's length, together. Texts and numbers typed into the editor's
 * form are checked by the field's own check instead (field-checks.ts).
 */
import { printableCharacters } from "../theme/font-files"
import type { RuleName } from "./fields"
import { type MessageKey, messages } from "./messages"

/** A host name: letters, digits and dashes in dotted labels, ending in a top-level domain. */
const HOST = "(?:[A-Za-z0-9-]+\\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)"
const IMAGE_EXTENSION = "\\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF])"
const LOCAL_IMAGE = `(?!.*://)\\S.*${IMAGE_EXTENSION}`
const HTTPS_URL = `https://${HOST}(?:[/?#]\\S*)?`

export type Rule = {
  /** For Decap's `pattern` and JSON Schema's `pattern` (ECMAScript syntax, unanchored unless it says so). */
  pattern: RegExp
  /** The message when the value breaks the rule (the check may name a finer one). */
  message: MessageKey
  /** A finer check than the pattern; returns the message of the first fault found. */
  problem?: (value: string) => MessageKey | undefined
}

/** Why a web address is refused, or undefined when it is a plain https address of a named host. */
export function httpsUrlProblem(value: string): MessageKey | undefined {
  if (/\s/.test(value)) return "urlSpaces"
  if (!value.startsWith("https://")) return "urlNotHttps"
  const authority = value.slice("https://".length).split(/[/?#]/)[0]
  if (authority.includes("@")) return "urlCredentials"
  if (authority.includes(":")) return "urlPort"
  if (!new RegExp(`^${HOST}$`).test(authority)) return "urlHost"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return "urlHost"
  }
  // The URL parser rewrites some hosts (numeric forms, odd dots); the CSP must name what was written.
  if (url.protocol !== "https:" || url.hostname !== authority.toLowerCase() || url.port || url.username)
    return "urlHost"
  return undefined
}

function localImageProblem(value: string): MessageKey | undefined {
  if (value.includes("://")) return "imageIsUrl"
  if (!new RegExp(`^${LOCAL_IMAGE}$`).test(value)) return "imageExtension"
  return undefined
}

export const rules = {
  /** Any text that must say something: not empty, not only spaces. */
  text: { pattern: /\S/, message: "blank" },
  /** Text that may stay empty, but not hold spaces alone. */
  optionalText: { pattern: /^$|\S/, message: "blank" },
  httpsUrl: { pattern: new RegExp(`^${HTTPS_URL}$`), message: "urlHost", problem: httpsUrlProblem },
  localImage: { pattern: new RegExp(`^${LOCAL_IMAGE}$`), message: "imageExtension", problem: localImageProblem },
  /** A portrait: a file in content/images or an https address on an image host. */
  imageOrUrl: {
    pattern: new RegExp(`^(?:${HTTPS_URL}|${LOCAL_IMAGE})$`),
    message: "imageExtension",
    problem: (value) => (value.includes("://") ? httpsUrlProblem(value) : localImageProblem(value)),
  },
  postcode: { pattern: /^\d{3} ?\d{2}$/, message: "postcode" },
  phone: { pattern: /^\+\d{3}( ?\d{3}){3}$/, message: "phone" },
  placeholders: { pattern: /\{current\}[\s\S]*\{total\}|\{total\}[\s\S]*\{current\}/, message: "placeholders" },
  /** Whole crowns or crowns and hellers; applied to the number as written by String(). */
  price: { pattern: /^\d+(\.\d{1,2})?$/, message: "priceDecimals" },
} satisfies Record<RuleName, Rule>

/** The message for a value that breaks the rule, or undefined when it keeps it. */
export function ruleProblem(name: RuleName, value: string): MessageKey | undefined {
  const rule: Rule = rules[name]
  if (rule.problem) return rule.problem(value)
  return rule.pattern.test(value) ? undefined : rule.message
}

/** What Decap and the editor's JSON Schemas say when a value breaks the rule (no value quoted). */
function ruleMessage(name: RuleName): string {
  const say = messages[rules[name].message].say as (params: { value: unknown }) => string
  return say({ value: "" })
}

/** File names of entries: they become addresses, element ids and GraphQL keys. */
export const ENTRY_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/

/**
 * Limits of what the build reads. A content file holds a page's texts at most
 * (the longest today is under 3 kB, and every field has its own length limit).
 * Images: a phone photo is 2–12 MB and 12–48 megapixels; the site needs at most
 * 2400 px across. The pixel limit is checked from the file's header, before
 * anything decodes it, so a small file that unpacks into gigabytes
 * (a decompression bomb) never reaches sharp.
 */
export const LIMITS = {
  yamlBytes: 64 * 1024,
  imageBytes: 20 * 1024 * 1024,
  imagePixels: 50_000_000,
} as const

/** The characters of `text` that the site's fonts cannot print, each once, in order. */
export function unprintable(text: string): string[] {
  const printable = printableCharacters()
  return [...new Set([...text].filter((character) => !printable.has(character)))]
}

const hex4 = (code: number) => code.toString(16).padStart(4, "0")

/** The printable characters as a character class for ECMAScript patterns, with or without the u flag. */
function printableClass(): string {
  const codes = [...printableCharacters()].map((ch) => ch.codePointAt(0) ?? 0).sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const code of codes) {
    const last = runs[runs.length - 1]
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  return `[${runs.map(([a, b]) => (a === b ? `\\u${hex4(a)}` : `\\u${hex4(a)}-\\u${hex4(b)}`)).join("")}]`
}

/**
 * The one pattern a form field gets (Decap takes a single pattern per field):
 * at most `maxLength` characters, each one the fonts print, and the field's
 * rule. The content check applies the same three separately, with a message
 * for each; this is their sum for the form.
 */
export function formPattern(
  rule: RuleName | undefined,
  maxLength: number | undefined,
): { pattern: string; message: string } {
  const length = maxLength === undefined ? "*" : `{0,${maxLength}}`
  const source = rule ? rules[rule].pattern.source : undefined
  const ruleAhead = source === undefined ? "" : source.startsWith("^") ? `(?=${source})` : `(?=[\\s\\S]*?(?:${source}))`
  const limits =
    maxLength === undefined
      ? undefined
      : `nejvýš ${maxLength} znaků, jen písmena a znaky, které písma webu umějí (žádné emoji)`
  const plainText = rule === undefined || rule === "text" || rule === "optionalText"
  const message = plainText
    ? `napište text${limits ? `: ${limits}` : ""}`
    : [ruleMessage(rule), limits].filter(Boolean).join("; ")
  return { pattern: `^(?=${printableClass()}${length}$)${ruleAhead}`, message }
}

/** Names of characters a reader cannot see between quotes. */
const INVISIBLE: Record<string, string> = {
  "\t": "tabulátor",
  "\r": "konec řádku",
  "\u200b": "neviditelná mezera",
  "\u00ad": "skrytý spojovník",
  "\ufeff": "neviditelný znak",
}

/** A character as messages name it: „✨“ (U+2728), or tabulátor (U+0009) for one that cannot be seen. */
export function characterName(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`
  const invisible = INVISIBLE[character] ?? (/^[\p{C}\p{Z}]$/u.test(character) ? "neviditelný znak" : undefined)
  return invisible ? `${invisible} (${code})` : `„${character}“ (${code})`
}
