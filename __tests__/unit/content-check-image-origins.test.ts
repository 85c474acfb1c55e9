/**
 * @jest-environment node
 *
 * Team photos on another server (src/content/photo-hosts.ts): only the servers
 * of the web person's list are accepted, and only those the content uses reach
 * the CSP's img-src, as origins, so no text of the editor's can add a server or
 * a directive to the policy. Any other server gets a Czech refusal.
 */
import { checkContent, formatIssue, PHOTO_HOSTS, photoOrigins } from "../../src/content"
import { copyContent, type Fixture, fixtureContentDir } from "../support/content-fixture"

const LISTED = ["images.example.com", "cdn.example.net"]
let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
})
afterEach(() => fixture.cleanup())

const check = (photoHosts?: readonly string[]) => checkContent(fixture.contentDir, { photoHosts })

it("ships an empty list: the salon's photos are files, and each server the web person adds is a deliberate choice", () => {
  expect(PHOTO_HOSTS).toEqual([])
})

it("accepts a photo on a listed server and puts only its origin into the policy, once", () => {
  fixture.edit("team/jana.yaml", (d) => (d.photo = "https://images.example.com/other/jana.jpg?w=960#top"))
  fixture.edit("team/eva.yaml", (d) => (d.photo = "https://images.example.com/eva.jpg"))
  const { files, issues } = check(LISTED)
  expect(issues).toEqual([])
  expect(photoOrigins(files, LISTED)).toEqual(["https://images.example.com"])
})

it("lists the origins sorted, whatever the order of the files", () => {
  fixture.edit("team/eva.yaml", (d) => (d.photo = "https://images.example.com/eva.jpg"))
  fixture.edit("team/jana.yaml", (d) => (d.photo = "https://cdn.example.net/jana.jpg"))
  expect(photoOrigins(check(LISTED).files, LISTED)).toEqual(["https://cdn.example.net", "https://images.example.com"])
})

it("takes origins from image fields only: a listed server in another address (the booking link) adds none", () => {
  expect(photoOrigins(check(["booking.example.com"]).files, ["booking.example.com"])).toEqual([])
})

it("gives a photo that is not text the field's own message, not a fault of the check", () => {
  fixture.edit("team/jana.yaml", (d) => (d.photo = 42))
  expect(check(LISTED).issues.map(({ file, field, key }) => `${file} ${field} ${key}`)).toEqual([
    "content/team/jana.yaml photo expectedText",
  ])
})

it("refuses a server the list does not name, in Czech, naming the servers that are allowed", () => {
  fixture.edit("team/jana.yaml", (d) => (d.photo = "https://img.attacker.example/jana.jpg"))
  expect(check(LISTED).issues.map(formatIssue)).toEqual([
    "content/team/jana.yaml (Jana), pole photo: obrázky ze serveru img.attacker.example web nenačítá (povolené servery: images.example.com, cdn.example.net); nahrajte fotku do složky content/images/team/ a napište cestu k ní, např. ../images/team/jana.jpg (je tam „https://img.attacker.example/jana.jpg“)",
  ])
})

it("refuses a listed host's subdomain and a host that only ends like a listed one", () => {
  fixture.edit("team/jana.yaml", (d) => (d.photo = "https://evil.images.example.com/jana.jpg"))
  fixture.edit("team/eva.yaml", (d) => (d.photo = "https://notimages.example.com/eva.jpg"))
  expect(check(LISTED).issues.map(({ file, key }) => `${file} ${key}`)).toEqual([
    "content/team/eva.yaml photoHost",
    "content/team/jana.yaml photoHost",
  ])
})

it("leaves the origins of refused addresses out of the policy, whatever the list", () => {
  fixture.edit("team/jana.yaml", (d) => (d.photo = "https://other.example.org/jana.jpg"))
  fixture.edit("team/eva.yaml", (d) => (d.photo = "https://images.example.com;sandbox/a.jpg"))
  expect(photoOrigins(check(LISTED).files, LISTED)).toEqual([])
  expect(photoOrigins(check([]).files)).toEqual([])
})

it.each([
  "https://img.example.com;sandbox/a.jpg",
  "https://img.example.com:99999/a.jpg",
  "http://img.example.com/a.jpg",
])("leaves %s to the address rules, with their own message, instead of a second one", (photo) => {
  fixture.edit("team/eva.yaml", (d) => (d.photo = photo))
  expect(check(["img.example.com"]).issues.map(({ key }) => key)).not.toContain("photoHost")
})
