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
import { checkContent, loadContent } from "../../src/gatsby/content/check"
import { collectionByType } from "../../src/gatsby/content/collections"
import { modelOf, nodeAt } from "../../src/gatsby/content/model"
import { formPattern } from "../../src/gatsby/content/rules"
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
    const { slug } = firstCategory().treatments[0]
    const file = path.join(contentDir(), "treatments", `${slug}.yaml`)
    const before = parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    const newPrice = Number(before.price) + 100
    const page = await browser.context.newPage()
    const watch = await watchPage(page)

    await page.goto(`${server.url}admin/`)
    await page.getByRole("button", { name: "Přihlásit" }).click()
    await page.goto(`${server.url}admin/#/collections/treatments/entries/${slug}`)
    const price = page.getByLabel("Cena (Kč)")
    await expect(price.inputValue()).resolves.toBe(String(before.price))
    await price.fill(String(newPrice))
    await publish(page)

    const after = parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    expect(after).toEqual({ ...before, price: newPrice })
    expect(checkContent(contentDir()).issues).toEqual([])
    expect(watch.cspViolations).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    await page.close()
  })

  /** Fills a new treatment of the first category, all but its name. */
  async function newTreatment(page: Page, order: number): Promise<void> {
    await page.goto(`${server.url}admin/#/collections/treatments/new`)
    await page.getByLabel("Kategorie").click()
    await page.getByText(firstCategory().name, { exact: true }).click()
    await page.getByLabel("Pořadí v kategorii").fill(String(order))
    await page.getByLabel("Délka (minuty)").fill("60")
    await page.getByLabel("Cena (Kč)").fill("1000")
  }

  // The editor's working copy, read again after each save; what the tests touch is picked
  // from it (the first category and its first treatment), so they follow the salon's catalogue.
  const contentDir = () => path.join(backend.repoDir, "content")
  const firstCategory = () => loadContent(contentDir()).categories[0]
  const nextOrder = () => Math.max(...firstCategory().treatments.map((t) => t.order)) + 1

  // What the form says for a treatment's name: the rule, the characters and the length of the content model.
  const nameField = nodeAt(modelOf(collectionByType("Treatment")), ["name"])
  const nameMessage = formPattern("text", nameField?.maxLength).message

  it.each([
    ["spaces alone, which pass Decap's own required check", "   "],
    ["an emoji, which the site's fonts cannot print", "Čajový rituál ✨"],
    ["more characters than a card title takes", "Čajový rituál ".repeat(10).trim()],
  ])("refuses to save a name of %s, with the content check's rules", async (_case, name) => {
    const before = fs.readdirSync(path.join(contentDir(), "treatments"))
    // Decap rejects its own save promise when a field is invalid; that page error is Decap's, so this page is not watched.
    const page = await browser.context.newPage()
    await newTreatment(page, nextOrder())
    await page.getByLabel("Název").fill(name)
    await page.getByRole("button", { name: "Publikovat", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publikovat teď" }).click()
    await page.getByText(nameMessage).first().waitFor()
    expect(fs.readdirSync(path.join(contentDir(), "treatments"))).toEqual(before)
    await page.close()
  })

  it("adds a treatment that passes the content check and is listed in its category at its order", async () => {
    const category = firstCategory()
    const before = category.treatments
    const order = nextOrder()
    const page = await browser.context.newPage()
    const watch = await watchPage(page)
    await newTreatment(page, order)
    await page.getByLabel("Název").fill("Čajový Rituál Ľubice")
    await publish(page)

    // Decap names the file "<category>-<name without diacritics>" (the collection's slug in config.yml).
    const slug = `${category.slug}-cajovy-ritual-lubice`
    const created = path.join(contentDir(), "treatments", `${slug}.yaml`)
    expect(parse(fs.readFileSync(created, "utf8"))).toEqual({
      name: "Čajový Rituál Ľubice",
      category: category.slug,
      order,
      duration: 60,
      price: 1000,
    })
    expect(checkContent(contentDir()).issues).toEqual([])
    expect(firstCategory().treatments.map((t) => [t.slug, t.order])).toEqual([
      ...before.map((t) => [t.slug, t.order]),
      [slug, order],
    ])
    expect(watch.cspViolations).toEqual([])
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    await page.close()
  })
})
