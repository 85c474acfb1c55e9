/**
 * @jest-environment node
 *
 * One failing case per content rule, each asserting the exact message an editor reads.
 */
import { checkContent } from "../../src/gatsby/content/check-content"
import { formatIssue } from "../../src/gatsby/content/issue"
import { copyContent, type Fixture, realContentDir } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent()
})
afterEach(() => fixture.cleanup())

const messages = () => checkContent(fixture.contentDir).issues.map(formatIssue)
const CANDLE = "content/treatments/head-spa-candle.yaml (CANDLE)"

it("accepts the real content", () => {
  const { files, issues } = checkContent(realContentDir)
  expect(issues.map(formatIssue)).toEqual([])
  expect(files.length).toBeGreaterThanOrEqual(7 + 27 + 6 + 7)
})

describe("treatment fields", () => {
  it("rejects a duration below 15 minutes", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
    expect(messages()).toEqual([`${CANDLE}: duration: must be between 15 and 210 minutes, got 5`])
  })

  it("rejects a duration above 210 minutes", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 240))
    expect(messages()).toEqual([`${CANDLE}: duration: must be between 15 and 210 minutes, got 240`])
  })

  it("rejects a duration that is not a whole number", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 90.5))
    expect(messages()).toEqual([`${CANDLE}: duration: must be a whole number of minutes, got 90.5`])
  })

  it("rejects a price of zero or less", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.price = 0))
    expect(messages()).toEqual([`${CANDLE}: price: must be more than 0, got 0`])
  })

  it("rejects a price written as text", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.price = "1 490 Kč"))
    expect(messages()).toEqual([`${CANDLE}: price: must be a number, got "1 490 Kč"`])
  })

  it("requires every required field", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => delete d.price)
    expect(messages()).toEqual([`${CANDLE}: price: is required`])
  })

  it("rejects an empty name and names the file alone", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.name = "  "))
    expect(messages()).toEqual(['content/treatments/head-spa-candle.yaml: name: must not be empty, got "  "'])
  })

  it("rejects an unknown key and suggests the intended one", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => {
      d.durtion = d.duration
      delete d.duration
    })
    expect(messages()).toEqual([
      `${CANDLE}: duration: is required`,
      `${CANDLE}: durtion: unknown field, did you mean "duration"?`,
    ])
  })

  it("rejects an unknown key with no near match", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.colour = "red"))
    expect(messages()).toEqual([`${CANDLE}: colour: unknown field (remove it)`])
  })

  it("rejects a category that does not exist", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.category = "head-spaa"))
    expect(messages()).toEqual([
      `${CANDLE}: category: no category has the id "head-spaa" (known: hair-care, hair-cut, head-spa, keratin-botox, limited-edition, massages, men-spa)`,
    ])
  })

  it("rejects two treatments at the same position in one category", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.order = 1))
    expect(messages()).toEqual([
      "content/treatments/head-spa-classic.yaml (CLASSIC): order: 1 is already used by content/treatments/head-spa-candle.yaml in the same category",
    ])
  })
})

describe("categories", () => {
  it("rejects a duplicate id", () => {
    fixture.write("categories/head-spa-2.yaml", "id: head-spa\nname: HEAD SPA 2\ndescription: Kopie.\norder: 8\n")
    expect(messages()).toEqual([
      'content/categories/head-spa.yaml (HEAD SPA): id: "head-spa" is already used by content/categories/head-spa-2.yaml',
      'content/categories/head-spa-2.yaml (HEAD SPA 2): id: must equal the file name "head-spa-2", got "head-spa"',
    ])
  })

  it("rejects an id with characters a URL cannot carry", () => {
    fixture.edit("categories/men-spa.yaml", (d) => (d.id = "Men Spa"))
    expect(messages()).toContain(
      'content/categories/men-spa.yaml (HEAD SPA - PRO MUŽE): id: must use only lower-case letters, digits and dashes, got "Men Spa"',
    )
  })

  it("rejects a category without treatments", () => {
    fixture.write("categories/nails.yaml", "id: nails\nname: NEHTY\ndescription: Manikúra.\norder: 8\n")
    expect(messages()).toEqual([
      "content/categories/nails.yaml (NEHTY): id: no treatment belongs to this category; add one or delete the category",
    ])
  })
})

describe("team", () => {
  it("rejects a role outside the known set", () => {
    fixture.edit("team/lucie.yaml", (d) => (d.role = "boss"))
    expect(messages()).toEqual([
      'content/team/lucie.yaml (Lucie): role: must be one of founder, wellness-specialist, got "boss"',
    ])
  })

  it("rejects a photo file that does not exist", () => {
    fixture.edit("team/lucie.yaml", (d) => (d.photo = "../images/team/nobody.jpg"))
    expect(messages()).toEqual([
      "content/team/lucie.yaml (Lucie): photo: image file not found: ../images/team/nobody.jpg (paths are relative to this YAML file)",
    ])
  })

  it("rejects a photo in a format the image pipeline cannot read", () => {
    fixture.edit("team/lucie.yaml", (d) => (d.photo = "../images/team/lucie.gif"))
    expect(messages()).toEqual([
      'content/team/lucie.yaml (Lucie): photo: must be a .jpg, .png, .webp or .avif file, got "../images/team/lucie.gif"',
    ])
  })

  it("accepts a photo on an external https host", () => {
    fixture.edit("team/lucie.yaml", (d) => (d.photo = "https://images.example.com/lucie.jpg"))
    expect(messages()).toEqual([])
  })

  it("rejects a photo on a plain http host", () => {
    fixture.edit("team/lucie.yaml", (d) => (d.photo = "http://images.example.com/lucie.jpg"))
    expect(messages()).toEqual([
      'content/team/lucie.yaml (Lucie): photo: must be a full https:// address, got "http://images.example.com/lucie.jpg"',
    ])
  })
})

describe("site, contact and pages", () => {
  it("rejects a booking URL that is not https", () => {
    fixture.edit("site.yaml", (d) => (d.bookingUrl = "http://booking.example.com/salon"))
    expect(messages()).toEqual([
      'content/site.yaml: bookingUrl: must be a full https:// address, got "http://booking.example.com/salon"',
    ])
  })

  it("rejects a navigation path that is not a route", () => {
    fixture.edit("site.yaml", (d) => ((d.nav as { path: string }[])[1].path = "/onas"))
    expect(messages()).toEqual([
      'content/site.yaml: nav[1].path: must be one of /, /about/, /treatments/, /contact/, got "/onas"',
    ])
  })

  it("rejects a phone number in another format", () => {
    fixture.edit("contact.yaml", (d) => (d.phone = "123456"))
    expect(messages()).toEqual([
      'content/contact.yaml: phone: must be an international number such as "+420 123 456 789", got "123456"',
    ])
  })

  it("rejects a gallery with the wrong number of images", () => {
    fixture.edit("pages/home.yaml", (d) => (d.gallery as { images: unknown[] }).images.pop())
    expect(messages()).toEqual(["content/pages/home.yaml: gallery.images: must have exactly 6 items, got 5 items"])
  })

  it("rejects a missing gallery image file and names its place", () => {
    fixture.edit(
      "pages/home.yaml",
      (d) => ((d.gallery as { images: { image: string }[] }).images[2].image = "../images/missing.jpg"),
    )
    expect(messages()).toEqual([
      "content/pages/home.yaml: gallery.images[2].image: image file not found: ../images/missing.jpg (paths are relative to this YAML file)",
    ])
  })

  it("rejects a web address where a local image belongs", () => {
    fixture.edit(
      "pages/home.yaml",
      (d) => ((d.hero as { image: string }).image = "https://images.example.com/hero.jpg"),
    )
    expect(messages()).toEqual([
      'content/pages/home.yaml: hero.image: must be a path to a file in content/images, not a web address, got "https://images.example.com/hero.jpg"',
    ])
  })

  it("rejects a character the site's fonts cannot print", () => {
    fixture.edit("pages/home.yaml", (d) => ((d.hero as { tagline: string }).tagline = "Zdraví → krása ✨"))
    expect(messages()).toEqual([
      `content/pages/home.yaml: hero.tagline: contains "→" (U+2192), "✨" (U+2728), which the site's fonts do not have; write it another way`,
    ])
  })

  it("accepts every Czech letter, typographic quotes, dashes and the euro sign", () => {
    fixture.edit("pages/home.yaml", (d) => {
      ;(d.hero as { tagline: string }).tagline = "Příliš žluťoučký kůň úpěl ďábelské ódy – „ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ“ … 5 €"
    })
    expect(messages()).toEqual([])
  })

  it("reports a missing single file", () => {
    fixture.remove("contact.yaml")
    expect(messages()).toEqual(["content/contact.yaml: is missing"])
  })
})

describe("files", () => {
  it("reports malformed YAML with line and column", () => {
    fixture.write("treatments/head-spa-candle.yaml", "name: CANDLE\ncategory: head-spa\n  order: 4\n")
    expect(messages()).toEqual([
      "content/treatments/head-spa-candle.yaml:2:11: YAML syntax error: Nested mappings are not allowed in compact mappings",
    ])
  })

  it("rejects a file whose top level is a list", () => {
    fixture.write("team/duo.yaml", "- name: Eva\n- name: Ema\n")
    expect(messages()).toEqual([
      "content/team/duo.yaml: must hold fields (key: value lines) at the top level, not a list or a single value",
    ])
  })

  it("rejects a YAML file outside the collections", () => {
    fixture.write("prices.yaml", "a: 1\n")
    expect(messages()).toEqual([
      "content/prices.yaml: is not part of any content collection; move it into categories/, treatments/ or team/, or delete it",
    ])
  })

  it("lists every problem at once, not just the first", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
    fixture.edit("treatments/men-spa-60.yaml", (d) => (d.price = -1))
    fixture.edit("site.yaml", (d) => (d.facebookUrl = "facebook"))
    expect(messages()).toHaveLength(3)
  })
})
