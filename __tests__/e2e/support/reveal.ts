/**
 * Reveal blocks (docs/product.md, Motion), checked on a page that has
 * just arrived: what is on screen is shown at once; a block below the fold
 * stays unrevealed until about 10 % of it is scrolled into view, is then
 * recorded as revealed, fades in, and stays so when scrolled away and back.
 * The page ends scrolled to the bottom with every block shown.
 */
import type { Page } from "playwright-core"
import { eventually, scrollToY, waitForRevealsDone } from "./pages"

type Block = {
  revealed: string | null
  /** Entirely below the viewport. */
  below: boolean
  /** So much of it is in view that the 10 % threshold is surely passed. */
  wellInView: boolean
  /** The lowest opacity of the block and the blocks inside it ("1": fully shown). */
  opacity: string
  /** Invisible: transparent itself, or all the blocks inside it are (a staggered list). */
  hidden: boolean
}

/** Every block that records its reveal ([data-reveal][data-revealed]), in document order. */
const blocks = (page: Page): Promise<Block[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-reveal][data-revealed]")].map((element) => {
      const box = element.getBoundingClientRect()
      const inView = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
      // Twice the threshold, or half the screen for blocks taller than the screen.
      const enough = Math.min(0.2 * box.height, 0.5 * window.innerHeight)
      const opacity = (node: Element) => Number(getComputedStyle(node).opacity)
      const inner = [...element.querySelectorAll("[data-reveal]")].map(opacity)
      return {
        revealed: element.getAttribute("data-revealed"),
        below: box.top >= window.innerHeight,
        wellInView: box.height > 0 && inView >= enough,
        opacity: String(Math.min(opacity(element), ...inner)),
        hidden: opacity(element) === 0 || (inner.length > 0 && inner.every((value) => value === 0)),
      }
    }),
  )

const pick = (list: Block[], indexes: number[]) => indexes.map((index) => ({ index, ...list[index] }))
const indexesWhere = (list: Block[], test: (block: Block) => boolean) =>
  list.flatMap((block, index) => (test(block) ? [index] : []))

/** Scrolls a page that has just arrived down half a screen at a time, checking every reveal on the way. */
export async function expectRevealsOnScroll(page: Page): Promise<void> {
  // On arrival: what is in view is revealed and fully shown, without scrolling.
  const onArrival = await blocks(page)
  const inView = indexesWhere(onArrival, (block) => !block.below)
  const below = indexesWhere(onArrival, (block) => block.below)
  expect(below.length).toBeGreaterThan(0)
  await eventually(async () => {
    const now = await blocks(page)
    expect(pick(now, inView).filter((block) => block.revealed !== "true" || block.opacity !== "1")).toEqual([])
  })
  expect(pick(onArrival, below).filter((block) => block.revealed !== "false")).toEqual([])
  // Those below the fold are hidden, to fade in later (once the animation code has loaded, late on a busy machine).
  await eventually(async () => {
    expect(pick(await blocks(page), below).filter((block) => !block.hidden)).toEqual([])
  }, 15_000)

  // Down the page half a screen at a time: a block is revealed once well in
  // view, and one never reached yet (still entirely below) is not.
  const seen = new Set(inView)
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight / 2),
  }))
  for (let y = step; y < height + step; y += step) {
    await scrollToY(page, y)
    const now = await blocks(page)
    // Scrolling only goes down, so a block entirely below now has never been in view.
    expect(
      pick(
        now,
        indexesWhere(now, (block) => block.below),
      ).filter((block) => block.revealed !== "false"),
    ).toEqual([])
    indexesWhere(now, (block) => block.wellInView).forEach((index) => seen.add(index))
    await eventually(async () => {
      expect(pick(await blocks(page), [...seen]).filter((block) => block.revealed !== "true")).toEqual([])
    })
  }
  expect(seen.size).toBe(onArrival.length)
  await waitForRevealsDone(page)

  // Away to the top and back to the bottom: every block stays revealed and shown.
  for (const y of [0, height]) {
    await scrollToY(page, y)
    await page.waitForTimeout(100)
    expect((await blocks(page)).filter((block) => block.revealed !== "true" || block.opacity !== "1")).toEqual([])
  }
}
