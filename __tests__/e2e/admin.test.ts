/**
 * The content editor at /admin/ (Decap CMS): its configuration writes only what
 * the content check accepts, it never loads on the public pages, and an editor
 * can change a price in the browser and get a valid YAML file.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { parse } from "yaml"
import { checkContent } from "../../src/gatsby/content/check-content"
import { builtRoutes, publicDir, rootDir, type SiteServer, startSiteServer } from "./support/server"
import { type BrowserSession, launchBrowser, watchPage } from "./support/browser"
import { type DecapBackend, forwardEditorBackend, startDecapBackend } from "./support/decap-backend"
import { type CmsConfig, fieldMismatches, imageFolderMismatches, uncoveredCollections } from "./support/cms-config"

// Decap reads YAML merge keys (`<<: *anchor`), so the test does too.
const config = parse(fs.readFileSync(path.join(rootDir, "static", "admin", "config.yml"), "utf8"), {
  merge: true,
}) as CmsConfig

describe("config.yml", () => {
  it("covers every content collection", () => {
    expect(uncoveredCollections(config)).toEqual([])
  })

  it("has exactly the fields of the content schemas, with the same types and limits", () => {
    expect(fieldMismatches(config)).toEqual([])
  })

  it("writes uploaded images where their path, relative to the YAML file, points", () => {
    expect(imageFolderMismatches(config)).toEqual([])
  })
})

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

  it("adds a treatment as a new .yaml file named after its category", async () => {
    const page = await browser.context.newPage()
    const watch = await watchPage(page)
    await page.goto(`${server.url}admin/#/collections/treatments/new`)
    await page.getByLabel("Název").fill("Čajový Rituál")
    await page.getByLabel("Kategorie").click()
    await page.getByText("HEAD SPA", { exact: true }).click()
    await page.getByLabel("Pořadí v kategorii").fill("9")
    await page.getByLabel("Délka (minuty)").fill("60")
    await page.getByLabel("Cena (Kč)").fill("1000")
    await publish(page)

    const created = path.join(backend.repoDir, "content/treatments/head-spa-cajovy-ritual.yaml")
    expect(parse(fs.readFileSync(created, "utf8"))).toEqual({
      name: "Čajový Rituál",
      category: "head-spa",
      order: 9,
      duration: 60,
      price: 1000,
    })
    expect(checkContent(path.join(backend.repoDir, "content")).issues).toEqual([])
    expect(watch.cspViolations).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    await page.close()
  })
})
