/**
 * The share image in content/site.yaml is checked like every other image.
 */
import { checkContent } from "../../src/gatsby/content/check-content"
import { formatIssue } from "../../src/gatsby/content/issue"
import { copyContent, type Fixture } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent()
})
afterEach(() => fixture.cleanup())

const messages = () => checkContent(fixture.contentDir).issues.map(formatIssue)

it("rejects a share image path that leads to no file", () => {
  fixture.edit("site.yaml", (d) => (d.shareImage = "../images/share/share.jpg"))
  expect(messages()).toEqual([
    "content/site.yaml: shareImage: image file not found: ../images/share/share.jpg (paths are relative to this YAML file)",
  ])
})

it("rejects a web address as the share image", () => {
  fixture.edit("site.yaml", (d) => (d.shareImage = "https://images.example.com/share.jpg"))
  expect(messages()).toEqual([
    'content/site.yaml: shareImage: must be a path to a file in content/images, not a web address, got "https://images.example.com/share.jpg"',
  ])
})

it("requires the share image's alt text", () => {
  fixture.edit("site.yaml", (d) => delete d.shareImageAlt)
  expect(messages()).toEqual(["content/site.yaml: shareImageAlt: is required"])
})
