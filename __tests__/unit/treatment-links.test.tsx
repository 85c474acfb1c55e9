/**
 * Links to one treatment (/treatments/#slug) in jsdom: the address opens its
 * category and brings the card to the visitor, and each card's button copies
 * or shares that address and says so. The browser tests check the same in
 * Chromium (scrolling, focus ring, clipboard); these check the rules quickly.
 */
import { act, configure, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import TreatmentsPage from "../../src/pages/treatments"
import { theme } from "../../src/theme"
import { categories, pageData, siteSettings, treatmentLabels } from "../support/content-data"
import { revealAll } from "../support/intersection-observer"
import { renderInFrame } from "../support/render-page"
import { textPattern } from "../support/text-pattern"

// An arrival waits for the browser's toggle event and a frame: on a busy machine more than the default second.
configure({ asyncUtilTimeout: 3000 })

type PageArgs = Parameters<typeof TreatmentsPage>[0]
type Location = { hash: string; key?: string }

const page = (location: Location) => (
  <TreatmentsPage {...({ data: pageData.treatments, location } as unknown as PageArgs)} />
)
const renderAt = (location: Location) => {
  const view = renderInFrame(page(location), "/treatments/")
  act(() => revealAll())
  return { ...view, goTo: (next: Location) => view.navigate("/treatments/", page(next)) }
}

const headerOf = (slug: string) => document.getElementById(slug)!.querySelector<HTMLElement>(":scope > summary")!
const openState = (slug: string) => String((document.getElementById(slug) as HTMLDetailsElement).open)
const cardOf = (slug: string) => document.getElementById(slug)!
const { copy, share, copied, failed } = treatmentLabels.share

// jsdom has none; see the stub below.
const jsdomAnimate = Element.prototype.animate
const scrolled: Element[] = []
const scrollOptions: (boolean | ScrollIntoViewOptions | undefined)[] = []
const highlighted: Element[] = []
const highlights: { keyframes: PropertyIndexedKeyframes; options: KeyframeAnimationOptions }[] = []
let reducedMotion = false
beforeEach(() => {
  scrolled.length = 0
  scrollOptions.length = 0
  highlighted.length = 0
  highlights.length = 0
  reducedMotion = false
  // jsdom lays nothing out: record what would have been scrolled to and flashed, and how.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push(this)
    scrollOptions.push(options)
  }
  Element.prototype.animate = function (this: Element, keyframes, options) {
    // Only the arrival's highlight animates a background colour and a shadow (Motion's animate()
    // starts one Web Animation per property). The rest of the motion (the opening's entrance, a panel
    // opening) meets jsdom as it is, without Element.animate, and settles at once.
    const frames = JSON.stringify(keyframes)
    if (!/backgroundColor|boxShadow/.test(frames)) return jsdomAnimate.call(this, keyframes, options)
    if (frames.includes("backgroundColor")) {
      highlighted.push(this)
      highlights.push({
        keyframes: keyframes as PropertyIndexedKeyframes,
        options: options as KeyframeAnimationOptions,
      })
    }
    // An animation that never ends: what the test reads is how it was started.
    return { cancel: () => undefined, pause: () => undefined, play: () => undefined } as unknown as Animation
  }
  // jsdom has no media queries: answer the one for reduced motion as the test sets it.
  window.matchMedia = (query: string) =>
    ({
      matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList
})

// The first, a middle and the last category of content/, each with its last treatment.
const middle = categories[Math.floor(categories.length / 2)]!
const samples = [categories[0]!, middle, categories.at(-1)!].map((category) => ({
  category,
  treatment: category.treatments.at(-1)!,
}))

describe("an address on /treatments/", () => {
  it.each(samples)(
    "#$treatment.slug opens $category.name alone and focuses the card",
    async ({ category, treatment }) => {
      renderAt({ hash: `#${treatment.slug}`, key: "initial" })
      await waitFor(() => expect(cardOf(treatment.slug)).toHaveFocus())
      for (const other of categories) expect(openState(other.slug)).toBe(String(other.slug === category.slug))
      expect(scrolled).toEqual([cardOf(treatment.slug)])
      // The highlight's code arrives in a later task.
      await waitFor(() => expect(highlighted).toEqual([cardOf(treatment.slug)]))
    },
  )

  it("opens a category named by its own slug and focuses its header, without flashing anything", async () => {
    renderAt({ hash: `#${middle.slug}`, key: "initial" })
    await waitFor(() => expect(headerOf(middle.slug)).toHaveFocus())
    expect(openState(middle.slug)).toBe("true")
    expect(scrolled).toEqual([document.getElementById(middle.slug)])
    expect(highlighted).toEqual([])
  })

  it.each(["#nic-takoveho", "#%E0%A4%A", '#"><img src=x>', "#__proto__", ""])(
    "leaves the page as it is for %p",
    (hash) => {
      renderAt({ hash, key: "initial" })
      for (const category of categories) expect(openState(category.slug)).toBe("false")
      expect(document.body).toHaveFocus()
      expect(scrolled).toEqual([])
    },
  )

  it("follows a change of address, and brings the visitor back to a card already open on a new history entry", async () => {
    const [first, second] = [samples[0]!.treatment, samples[2]!.treatment]
    const { goTo } = renderAt({ hash: `#${first.slug}`, key: "initial" })
    await waitFor(() => expect(cardOf(first.slug)).toHaveFocus())

    goTo({ hash: `#${second.slug}`, key: "k2" })
    await waitFor(() => expect(cardOf(second.slug)).toHaveFocus())
    // The first category stays open: arriving somewhere closes nothing the visitor opened.
    expect(openState(samples[0]!.category.slug)).toBe("true")

    act(() => screen.getByRole("heading", { level: 1 }).focus())
    goTo({ hash: `#${first.slug}`, key: "k3" })
    await waitFor(() => expect(cardOf(first.slug)).toHaveFocus())
    expect(scrolled).toEqual([cardOf(first.slug), cardOf(second.slug), cardOf(first.slug)])
  })

  describe("the card's highlight", () => {
    const { treatment } = samples[1]!
    const { highlightMs } = theme.motion.durations
    const arrive = async () => {
      renderAt({ hash: `#${treatment.slug}`, key: "initial" })
      await waitFor(() => expect(cardOf(treatment.slug)).toHaveFocus())
    }

    it("fades out after a moment, and the page jumps to the card rather than gliding", async () => {
      await arrive()
      await waitFor(() => expect(highlights).toHaveLength(1))
      const [{ keyframes, options }] = highlights as [(typeof highlights)[number]]
      const colours = keyframes.backgroundColor as string[]
      expect(colours[0]).toBe(theme.colors.accentSoft)
      expect(colours.at(-1)).toBe(theme.colors.surface)
      expect(options.duration).toBe(highlightMs)
      expect(scrollOptions).toEqual([expect.objectContaining({ behavior: "instant" })])
    })

    it("under reduced motion, shows and goes at once, with no fading and no gliding", async () => {
      reducedMotion = true
      await arrive()
      const card = cardOf(treatment.slug)
      await waitFor(() => expect(card.style.backgroundColor).not.toBe(""))
      expect(highlights).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, highlightMs + 100))
      expect(card.style.backgroundColor).toBe("")
      expect(scrollOptions).toEqual([expect.objectContaining({ behavior: "instant" })])
    }, 10_000)
  })

  it("makes each treatment card a focus target that is not a tab stop, named by its slug", () => {
    renderAt({ hash: "" })
    const cards = document.querySelectorAll("[data-treatment]")
    expect([...cards].map((card) => [card.id, card.getAttribute("tabindex")])).toEqual(
      categories.flatMap((category) => category.treatments.map((treatment) => [treatment.slug, "-1"])),
    )
  })
})

describe("the copy-link button of a card", () => {
  const { category, treatment } = samples[1]!
  const address = `http://localhost/treatments/#${treatment.slug}`
  const openCard = async (user: ReturnType<typeof userEvent.setup>) => {
    renderAt({ hash: "" })
    await user.click(headerOf(category.slug))
    return within(cardOf(treatment.slug))
  }
  const status = () => screen.getByRole("status")
  const setShare = (value: Navigator["share"] | undefined) =>
    Object.defineProperty(navigator, "share", { value, configurable: true })
  afterEach(() => setShare(undefined))

  it("is a button named after its treatment on every card", () => {
    renderAt({ hash: "" })
    for (const { slug, name } of categories.flatMap((c) => c.treatments))
      expect(within(cardOf(slug)).getByRole("button", { hidden: true })).toHaveAccessibleName(
        textPattern(`${copy} ${name}`, { whole: true }),
      )
  })

  it("copies the card's address and confirms it in the notification area", async () => {
    const user = userEvent.setup()
    const card = await openCard(user)
    await user.click(card.getByRole("button", { name: textPattern(`${copy} ${treatment.name}`) }))
    await waitFor(() => expect(status()).toHaveTextContent(textPattern(copied)))
    expect(await navigator.clipboard.readText()).toBe(address)
  })

  it("says so when the copy fails, and puts the address in the address bar", async () => {
    const user = userEvent.setup()
    const card = await openCard(user)
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"))
    await user.click(card.getByRole("button"))
    await waitFor(() => expect(status()).toHaveTextContent(textPattern(failed)))
    expect(window.location.href).toBe(address)
    window.history.replaceState(null, "", "/")
  })

  it("opens the share sheet where there is one, named for sharing, with the address and the treatment", async () => {
    const shared = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined)
    setShare(shared)
    const user = userEvent.setup()
    const card = await openCard(user)
    await user.click(card.getByRole("button", { name: textPattern(`${share} ${treatment.name}`) }))
    expect(shared).toHaveBeenCalledWith({ title: `${treatment.name} – ${siteSettings.name}`, url: address })
    expect(status()).toBeEmptyDOMElement()
  })

  it("takes a cancelled share as the visitor's choice: no copy, no message", async () => {
    setShare(jest.fn().mockRejectedValue(new DOMException("cancelled", "AbortError")))
    const user = userEvent.setup()
    const card = await openCard(user)
    const writeText = jest.spyOn(navigator.clipboard, "writeText")
    await user.click(card.getByRole("button"))
    await act(() => Promise.resolve())
    expect(writeText).not.toHaveBeenCalled()
    expect(status()).toBeEmptyDOMElement()
  })

  it("copies instead when the share sheet cannot open", async () => {
    setShare(jest.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")))
    const user = userEvent.setup()
    const card = await openCard(user)
    await user.click(card.getByRole("button"))
    await waitFor(() => expect(status()).toHaveTextContent(textPattern(copied)))
    expect(await navigator.clipboard.readText()).toBe(address)
  })
})
