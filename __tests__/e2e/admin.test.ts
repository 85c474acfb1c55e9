/**
 * The content editor at /admin/ (Decap CMS): it never loads on the public
 * pages, and an editor can change a price and add a treatment in the browser,
 * getting files that pass the content check and show where they belong. Its
 * config is generated from the content model; that it matches the model is a
 * unit test (content-check-generated.test.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { parse } from "yaml"
import { checkContent } from "../../src/gatsby/content/check-content"
import { loadContent } from "../../src/gatsby/content/load-content"
import { builtRoutes, publicDir, type SiteServer, startSiteServer } from "./support/server"
import { type BrowserSession, launchBrowser, watchPage } from "./support/browser"
import { type DecapBackend, forwardEditorBackend, startDecapBackend } from "./support/decap-backend"

describe("the public pages", () => {
  it("contain no code of the editor", () => {
    const scripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    const withEditor = scripts.filter((name) =>
      /decap|netlify-?cms/i.test(fs.readFileSync(path.join(publicDir, name), "utf8")),
    )
    expect(withEditor).toEqual([])
  })

  it("never link to or load anything under /admin/", () => {
    for (const route of builtRoutes()) {
      const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")
      expect([route, /["'(]\/admin\//.test(html)]).toEqual([route, false])
    }
  })
})

/** Decap's "Publish now", which in the simple publish mode writes the file at once. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publikovat", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
  await page.getByText("Položka uložena").waitFor()
}

describe("editing in the browser against the local backend", () => {
  const file = "content/treatments/head-spa-candle.yaml"
  let server: SiteServer
  let backend: DecapBackend
  let browser: BrowserSession

  beforeAll(async () => {
    ;[server, backend, browser] = await Promise.all([startSiteServer(), startDecapBackend(), launchBrowser()])
    await forwardEditorBackend(browser.context, backend)
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()])
    await backend?.close()
  })

  it("saves a new price into the YAML file, which still passes the content check", async () => {
    const before = parse(fs.readFileSync(path.join(backend.repoDir, file), "utf8")) as Record<string, unknown>
    const newPrice = Number(before.price) + 100
    const page = await browser.context.newPage()
    const watch = await watchPage(page)

    await page.goto(`${server.url}admin/`)
    await page.getByRole("button", { name: "Přihlásit" }).click()
    await page.goto(`${server.url}admin/#/collections/treatments/entries/head-spa-candle`)
    const price = page.getByLabel("Cena (Kč)")
    await expect(price.inputValue()).resolves.toBe(String(before.price))
    await price.fill(String(newPrice))
    await publish(page)

    const after = parse(fs.readFileSync(path.join(backend.repoDir, file), "utf8")) as Record<string, unknown>
    expect(after).toEqual({ ...before, price: newPrice })
    expect(checkContent(path.join(backend.repoDir, "content")).issues).toEqual([])
    expect(watch.cspViolations).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    await page.close()
  })

  /** Fills a new treatment of HEAD SPA, all but its name. */
  async function newTreatment(page: Page, order: number): Promise<void> {
    await page.goto(`${server.url}admin/#/collections/treatments/new`)
    await page.getByLabel("Kategorie").click()
    await page.getByText("HEAD SPA", { exact: true }).click()
    await page.getByLabel("Pořadí v kategorii").fill(String(order))
    await page.getByLabel("Délka (minuty)").fill("60")
    await page.getByLabel("Cena (Kč)").fill("1000")
  }

  const contentDir = () => path.join(backend.repoDir, "content")
  const headSpa = () => loadContent(contentDir()).categories.find((c) => c.slug === "head-spa")?.treatments ?? []
  const nextOrder = () => Math.max(...headSpa().map((t) => t.order)) + 1

  it("refuses to save a name of spaces alone, with the content check's message", async () => {
    const before = fs.readdirSync(path.join(contentDir(), "treatments"))
    // Decap rejects its own save promise when a field is invalid; that page error is Decap's, so this page is not watched.
    const page = await browser.context.newPage()
    await newTreatment(page, nextOrder())
    // Spaces pass Decap's "required"; the pattern from the content model stops them.
    await page.getByLabel("Název").fill("   ")
    await page.getByRole("button", { name: "Publikovat", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
    await page.getByText("text je prázdný nebo jsou v něm jen mezery").first().waitFor()
    expect(fs.readdirSync(path.join(contentDir(), "treatments"))).toEqual(before)
    await page.close()
  })

  it("adds a treatment that passes the content check and is listed in its category at its order", async () => {
    const before = headSpa()
    const order = nextOrder()
    const page = await browser.context.newPage()
    const watch = await watchPage(page)
    await newTreatment(page, order)
    await page.getByLabel("Název").fill("Čajový Rituál")
    await publish(page)

    const created = path.join(contentDir(), "treatments/head-spa-cajovy-ritual.yaml")
    expect(parse(fs.readFileSync(created, "utf8"))).toEqual({
      name: "Čajový Rituál",
      category: "head-spa",
      order,
      duration: 60,
      price: 1000,
    })
    expect(checkContent(contentDir()).issues).toEqual([])
    expect(headSpa().map((t) => [t.slug, t.order])).toEqual([
      ...before.map((t) => [t.slug, t.order]),
      ["head-spa-cajovy-ritual", order],
    ])
    expect(watch.cspViolations).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    await page.close()
  })
})
