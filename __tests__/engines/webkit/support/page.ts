/**
 * The page of a WebKit session, driven over W3C WebDriver (the `webdriver` client): the few things the tests
 * do, named as in Playwright. Functions run in the page as WebDriver's Execute Script runs them (in the page's
 * own world, even with the page's JavaScript off), so they must be self-contained, like page.evaluate's.
 */
import type { Client } from "webdriver"

/** How WebDriver writes an element in a script's arguments and results (W3C WebDriver, web element identifier). */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"
export type ElementRef = { [ELEMENT_KEY]: string }
type Serializable =
  string | number | boolean | null | readonly Serializable[] | { readonly [key: string]: Serializable }

/** Keys as WebDriver's key actions name them (W3C WebDriver, keyboard actions). */
export const KEYS = { Escape: "\uE00C", ArrowLeft: "\uE012", ArrowRight: "\uE014" } as const

export type Viewport = { width: number; height: number }

export class WebKitPage {
  constructor(
    private readonly client: Client,
    private readonly baseURL: string,
  ) {}

  /** Runs `fn` in the page with `args`; a promise it returns is awaited there (Execute Script does). */
  async evaluate<R, A extends Serializable[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // The client types a script's result as any: it is what `fn` returned, through JSON.
    return (await this.client.executeScript(`return (${fn.toString()}).apply(null, arguments)`, args)) as Awaited<R>
  }

  /** Runs `fn` on an element found before (WebDriver hands the page the element itself). */
  async evaluateOn<R, A extends Serializable[]>(
    element: ElementRef,
    fn: (element: HTMLElement, ...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    const script = `return (${fn.toString()}).apply(null, arguments)`
    return (await this.client.executeScript(script, [element, ...args])) as Awaited<R>
  }

  /** The element `fn` returns from the page; none fails, with `what` in the message. */
  async find<A extends Serializable[]>(
    what: string,
    fn: (...args: A) => Element | null | undefined,
    ...args: A
  ): Promise<ElementRef> {
    const found: unknown = await this.client.executeScript(`return (${fn.toString()}).apply(null, arguments)`, args)
    if (typeof found !== "object" || found === null || !(ELEMENT_KEY in found)) throw new Error(`${what}: not found`)
    return found as ElementRef
  }

  /** The first element `selector` matches; none fails. */
  element(selector: string): Promise<ElementRef> {
    return this.find(selector, (first) => document.querySelector(first), selector)
  }

  /**
   * Opens `route` as a new document and waits for its load event. An address that differs from the current one
   * only in its hash would just scroll the same document, so the page goes blank first.
   */
  async goto(route: string): Promise<void> {
    const target = new URL(route, this.baseURL)
    const current = new URL(await this.client.getUrl())
    if (current.origin + current.pathname + current.search === target.origin + target.pathname + target.search)
      await this.client.navigateTo("about:blank")
    await this.client.navigateTo(target.href)
  }

  /** A click as a mouse makes it, at the element's centre, which WebDriver first scrolls into view. */
  async click(element: ElementRef): Promise<void> {
    await this.client.elementClick(element[ELEMENT_KEY])
  }

  /** A key pressed and released, sent to whatever has the focus. */
  async press(key: keyof typeof KEYS): Promise<void> {
    const value = KEYS[key]
    await this.client.performActions([
      {
        type: "key",
        id: "keyboard",
        actions: [
          { type: "keyDown", value },
          { type: "keyUp", value },
        ],
      },
    ])
  }

  /**
   * Sizes the window so that the page's viewport is `size`: the window also holds MiniBrowser's toolbar, whose
   * size is measured once the viewport has followed the window (the page learns its new size a little later).
   */
  async setViewport(size: Viewport): Promise<void> {
    const viewport = () => this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
    let chrome: Viewport = { width: 0, height: 0 }
    let inner: Viewport = { width: 0, height: 0 }
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.client.setWindowRect(null, null, size.width + chrome.width, size.height + chrome.height)
      // Read until two reads 100 ms apart agree, for at most 2 s.
      const until = Date.now() + 2000
      let before: Viewport | undefined
      for (inner = await viewport(); Date.now() < until; inner = await viewport()) {
        if (inner.width === size.width && inner.height === size.height) return
        if (before?.width === inner.width && before.height === inner.height) break
        before = inner
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const outer = await this.client.getWindowRect()
      chrome = { width: outer.width - inner.width, height: outer.height - inner.height }
    }
    throw new Error(`the viewport stays ${inner.width}×${inner.height}, not ${size.width}×${size.height}`)
  }

  /**
   * Leaves the site as a new visitor would find it, for the next test in this session: its storage emptied (Gatsby
   * keeps each page's scroll position in sessionStorage, and would restore it on the next visit), no cookies, and
   * a blank page, so that the next address is a new document.
   */
  async reset(): Promise<void> {
    if (new URL(await this.client.getUrl()).origin === new URL(this.baseURL).origin)
      await this.evaluate(() => {
        sessionStorage.clear()
        localStorage.clear()
      })
    await this.client.deleteAllCookies()
    await this.client.navigateTo("about:blank")
  }

  /** Resolves after two animation frames: layout, observers and effects have caught up. */
  nextFrames(): Promise<void> {
    return this.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    )
  }

  async scrollToY(y: number): Promise<void> {
    await this.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    await this.nextFrames()
  }
}
