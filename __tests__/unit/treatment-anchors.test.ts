/**
 * The addresses of categories and treatments on /treatments/ (anchors.ts), and
 * the head script that keeps an undecodable hash from blanking a page.
 */
import { anchorPath, anchorTargets, targetOfHash } from "../../src/components/treatments/anchors"
import { dropMalformedHashScript } from "../../src/utils/malformed-hash"
import { categories } from "../support/content-data"

const targets = anchorTargets(categories)

describe("anchorTargets", () => {
  it("knows every category and every treatment of content/ by its slug", () => {
    const slugs = categories.flatMap((category) => [category.slug, ...category.treatments.map((t) => t.slug)])
    expect([...targets.keys()]).toEqual(slugs)
  })

  it("points a treatment at itself within its category, and a category at itself", () => {
    const category = categories.at(-1)!
    const treatment = category.treatments.at(-1)!
    expect(targets.get(treatment.slug)).toEqual({ category: category.slug, treatment: treatment.slug })
    expect(targets.get(category.slug)).toEqual({ category: category.slug })
  })
})

describe("targetOfHash", () => {
  const { slug } = categories[0]!.treatments[0]!

  it("finds the entry a hash names", () => {
    expect(targetOfHash(targets, `#${slug}`)).toEqual({ category: categories[0]!.slug, treatment: slug })
  })

  it("reads a percent-encoded hash as the browser writes it", () => {
    const encoded = [...slug].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("")
    expect(targetOfHash(targets, `#${encoded}`)?.treatment).toBe(slug)
  })

  it.each([
    ["no hash", ""],
    ["an empty hash", "#"],
    ["an unknown slug", "#tohle-neexistuje"],
    ["the slug without its hash sign", slug],
    ["a slug with more around it", `#${slug}-x`],
    ["broken percent-encoding", "#%E0%A4%A"],
    ["a lone percent sign", "#%"],
    ["a selector", `#${slug}, body`],
    ["markup", '#"><img src=x onerror=alert(1)>'],
    ["a name every object has", "#__proto__"],
    ["another", "#constructor"],
  ])("finds nothing for %s", (_, hash) => {
    expect(targetOfHash(targets, hash)).toBeUndefined()
  })
})

it("writes an address as the page plus the slug", () => {
  expect(anchorPath("head-spa-candle")).toBe("/treatments/#head-spa-candle")
})

describe("the malformed-hash script", () => {
  const run = () => window.eval(dropMalformedHashScript)
  afterEach(() => window.history.replaceState(null, "", "/"))

  it("drops a hash that decodeURI cannot read, keeping the path, query and history state", () => {
    window.history.replaceState({ key: "k1" }, "", "/treatments/?a=1#%E0%A4%A")
    run()
    expect(window.location.href).toBe("http://localhost/treatments/?a=1")
    expect(window.history.state).toEqual({ key: "k1" })
  })

  it("keeps a hash that decodes, even one that names nothing", () => {
    window.history.replaceState(null, "", "/treatments/#head-spa-candle")
    run()
    expect(window.location.hash).toBe("#head-spa-candle")
    window.history.replaceState(null, "", "/treatments/#%22%3E")
    run()
    expect(window.location.hash).toBe("#%22%3E")
  })

  it("drops one that arrives later, when the address changes (popstate)", () => {
    window.history.replaceState(null, "", "/treatments/")
    run()
    window.history.replaceState(null, "", "/treatments/#%")
    window.dispatchEvent(new PopStateEvent("popstate"))
    expect(window.location.href).toBe("http://localhost/treatments/")
  })
})
