/**
 * axe-core on a page in its current state. Every rule of the WCAG 2.0, 2.1
 * and 2.2 A/AA tags runs (target-size, off by default, too), plus axe's best
 * practices: together that is axe's default set and more.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** One line per violation and one per failing node, readable in a failed expectation. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) => `    ${node.target.join(" >>> ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`,
      ),
    ].join("\n"),
  )
}
