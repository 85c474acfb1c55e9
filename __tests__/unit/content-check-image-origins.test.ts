/**
 * @jest-environment node
 *
 * The CSP's img-src names the origins of team photos given as web addresses:
 * only addresses the content check accepts, and only their origin, so no text
 * of the editor's can add a directive to the policy.
 */
import { checkContent } from "../../src/content"
import { imageOrigins } from "../../src/gatsby/security/image-origins"
import { copyContent, fixtureContentDir } from "../support/content-fixture"

it("lists the origin of each accepted photo address, once", () => {
  const fixture = copyContent(fixtureContentDir)
  try {
    fixture.edit("team/jana.yaml", (d) => (d.photo = "https://images.example.com/other/jana.jpg?w=960"))
    expect(imageOrigins(checkContent(fixture.contentDir).files)).toEqual(["https://images.example.com"])
  } finally {
    fixture.cleanup()
  }
})

it.each([
  "https://img.example.com;sandbox/a.jpg",
  "https://img.example.com:99999/a.jpg",
  "http://img.example.com/a.jpg",
])("leaves out %s, which the check refuses, instead of failing the build", (photo) => {
  const fixture = copyContent(fixtureContentDir)
  try {
    fixture.edit("team/eva.yaml", (d) => (d.photo = photo))
    expect(imageOrigins(checkContent(fixture.contentDir).files)).toEqual([])
  } finally {
    fixture.cleanup()
  }
})
