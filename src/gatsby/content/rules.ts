/**
 * The text rules of the content model. Each rule has one regular expression,
 * which Decap CMS and the editor's JSON Schemas check while typing, and the
 * content check applies the same rule (for web addresses through `new URL`,
 * naming the exact fault). A unit test keeps the two in agreement.
 */
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
  if (url.protocol !== "https:" || url.hostname !== authority.toLowerCase() || url.port || url.username) return "urlHost"
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
} satisfies Record<string, Rule>

export type RuleName = keyof typeof rules

/** The message for a value that breaks the rule, or undefined when it keeps it. */
export function ruleProblem(name: RuleName, value: string): MessageKey | undefined {
  const rule: Rule = rules[name]
  if (rule.problem) return rule.problem(value)
  return rule.pattern.test(value) ? undefined : rule.message
}

/** What Decap and the editor's JSON Schemas say when a value breaks the rule (no value quoted). */
export function ruleMessage(name: RuleName): string {
  const say = messages[rules[name].message].say as (params: { value: unknown }) => string
  return say({ value: "" })
}

/** File names of entries: they become addresses, element ids and GraphQL keys. */
export const ENTRY_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/
