/**
 * The before-launch stand-ins in content/: which fields of the model hold an example
 * value until the salon's real one replaces it (an example booking page, phone, street),
 * and how a stand-in is told from a real value. Declared here, beside the schema, by
 * collection and field path (a test proves each path is a text field of the model), and
 * read through the one reader (reader.ts), never by patterns over the YAML text.
 *
 * The publishing gate (publish/launch-check.ts) is plain Node and cannot import this
 * folder (extensionless imports, zod, yaml), so it asks for the list through
 * scripts/launch-placeholders.ts, which prints it as JSON: the live deploy refuses while
 * the list is not empty. The content files themselves carry no reminder: the browser
 * editor drops comments on its first save.
 */
import fs from "node:fs"
import path from "node:path"
import { collections } from "./collections"
import { readFile } from "./reader"

/** Hosts reserved for examples (RFC 2606); no real address uses them. */
const exampleHost = (url: string) => {
  try {
    return /(^|\.)example(\.(com|net|org))?$/i.test(new URL(url).hostname)
  } catch {
    return true
  }
}
const exampleStreet = (text: string) => /Ukázková/.test(text)

export type LaunchPlaceholder = {
  /** The collection's file, relative to content/. */
  file: string
  /** The field's path in that file. */
  at: readonly string[]
  /** What it is, for the web person. */
  what: string
  /** Whether the value found is still the stand-in. */
  isStandIn: (value: string) => boolean
  /** What to put there instead. */
  instead: string
}

export const LAUNCH_PLACEHOLDERS: readonly LaunchPlaceholder[] = [
  {
    file: "site.yaml",
    at: ["bookingUrl"],
    what: "the booking page",
    isStandIn: exampleHost,
    instead: "the salon's page of its booking service (https)",
  },
  {
    file: "site.yaml",
    at: ["instagramUrl"],
    what: "the Instagram profile",
    isStandIn: exampleHost,
    instead: "the salon's Instagram profile (https)",
  },
  {
    file: "site.yaml",
    at: ["facebookUrl"],
    what: "the Facebook page",
    isStandIn: exampleHost,
    instead: "the salon's Facebook page (https)",
  },
  {
    file: "contact.yaml",
    at: ["phone"],
    what: "the salon's phone",
    isStandIn: (phone) => phone.replace(/\s/g, "") === "+420123456789",
    instead: "the salon's number, e.g. +420 417 123 456",
  },
  {
    file: "contact.yaml",
    at: ["street"],
    what: "the salon's street",
    isStandIn: (street) => /^Ukázková(\s|$)/.test(street),
    instead: "the salon's street and number, the same in map.title and map.query",
  },
  {
    file: "contact.yaml",
    at: ["map", "title"],
    what: "the map's description for screen readers",
    isStandIn: exampleStreet,
    instead: "the salon's street, as in street",
  },
  {
    file: "contact.yaml",
    at: ["map", "query"],
    what: "what the map searches for",
    isStandIn: exampleStreet,
    instead: "the salon's street, postcode and town, as in street",
  },
]

/** A stand-in still in place: the file from the project root, what it is, what was found, what to put instead. */
export type PlaceholderLeft = { file: string; what: string; found: string; instead: string }

/** The stand-ins still in place under `contentDir`; a file or field that cannot be read counts as one. */
export function launchPlaceholdersLeft(contentDir: string): PlaceholderLeft[] {
  return LAUNCH_PLACEHOLDERS.flatMap(({ file, at, what, isStandIn, instead }) => {
    const left = (found: string) => [
      { file: path.posix.join(path.basename(contentDir), file), what: `${what} (${at.join(".")})`, found, instead },
    ]
    if (!collections.some((c) => c.kind === "file" && c.path === file)) return left("the model has no such file")
    const absolute = path.join(contentDir, file)
    if (!fs.existsSync(absolute)) return left("the file is missing")
    const read = readFile(contentDir, absolute)
    if (!read.file) return left("the file cannot be read")
    let value: unknown = read.file.data
    for (const key of at) value = (value as Record<string, unknown> | undefined)?.[key]
    if (typeof value !== "string") return left("the setting is not in this file")
    return isStandIn(value.trim()) ? left(`"${value.trim()}"`) : []
  })
}
