/** A page printed as Chromium prints it (A4) and read back with poppler-utils: its pages and its text. */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { normalise } from "../../support/expected-content"

/** The printed price list's length (docs/product.md): two A4 pages hold 28 treatments, each page more 14. */
export const maxPrintedPages = (treatments: number) => Math.max(2, Math.ceil(treatments / 14))

export async function printA4(page: Page): Promise<{ pages: number; text: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "print-"))
  try {
    const pdf = path.join(dir, "page.pdf")
    await page.pdf({ path: pdf, format: "A4" })
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))?.[1])
    return { pages, text: normalise(execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" })) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
