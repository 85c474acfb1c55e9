/**
 * The share image in content/site.yaml is checked like every other image.
 */
import { checkContent, formatIssue } from "../../src/content"
import { copyContent, type Fixture } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent()
})
afterEach(() => fixture.cleanup())

const messages = () => checkContent(fixture.contentDir).issues.map(formatIssue)

it("rejects a share image path that leads to no file", () => {
  fixture.edit("site.yaml", (d) => (d.shareImage = "images/share/missing.jpg"))
  expect(messages()).toEqual([
    "content/site.yaml, pole shareImage: obrázek „images/share/missing.jpg“ neexistuje; cesta se počítá od složky content/ (.. znamená o složku výš)",
  ])
})

it("rejects a web address as the share image", () => {
  fixture.edit("site.yaml", (d) => (d.shareImage = "https://images.example.com/share.jpg"))
  expect(messages()).toEqual([
    "content/site.yaml, pole shareImage: tady musí být cesta k obrázku ve složce content/images, ne webová adresa; obrázek uložte do content/images/ a napište cestu k němu (je tam „https://images.example.com/share.jpg“)",
  ])
})

it("requires the share image's alt text", () => {
  fixture.edit("site.yaml", (d) => delete d.shareImageAlt)
  expect(messages()).toEqual(["content/site.yaml, pole shareImageAlt: povinné pole chybí; doplňte ho"])
})
