/**
 * A copy of the built site with every script removed (JSON-LD stays: it is
 * data, not code): the fastest these pages can be with this content and CSS.
 */
import fs from "node:fs"
import path from "node:path"

const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, "").replace(SCRIPT_PRELOAD, "")
}

export function makeScriptlessCopy(from: string, to: string): string {
  fs.cpSync(from, to, { recursive: true })
  for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && entry.name.endsWith(".html"))
      fs.writeFileSync(full, stripScripts(fs.readFileSync(full, "utf8")))
  }
  return to
}
