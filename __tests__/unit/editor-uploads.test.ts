/**
 * What the editor does with an uploaded photo before it is saved: the name it
 * gets (src/admin/upload-names.ts), never one another file has, and whether a
 * save commits it (src/admin/entry-files.ts): only when the entry's fields name it.
 * The renaming in the file input itself needs a browser's DataTransfer (jsdom has
 * none): __tests__/e2e/admin/admin-uploads.test.ts uploads real files.
 */
import { assetsNamedBy, filesNamedBy, resolveInRepository } from "../../src/admin/entry-files"
import { plainStem, randomSuffix, uploadName } from "../../src/admin/upload-names"

describe("the name of an uploaded photo", () => {
  it("is the entry's file name, a short suffix and the extension in lower case", () => {
    expect(uploadName("IMG_20261127_101512.JPG", "bara", "k3f9x2")).toBe("bara-k3f9x2.jpg")
    expect(uploadName("IMG-20261127-WA0001.jpeg", "nova-lucie", "a2b3c4")).toBe("nova-lucie-a2b3c4.jpeg")
  })

  it("is the phone's own name, made plain, for an entry without a file name yet", () => {
    expect(uploadName("IMG_20261127_101512.jpg", undefined, "k3f9x2")).toBe("img-20261127-101512-k3f9x2.jpg")
    expect(uploadName("Fotka Adély – salon.PNG", undefined, "k3f9x2")).toBe("fotka-adely-salon-k3f9x2.png")
    expect(uploadName(".jpg", undefined, "k3f9x2")).toBe("foto-k3f9x2.jpg")
    expect(uploadName("bez-pripony", undefined, "k3f9x2")).toBe("bez-pripony-k3f9x2")
  })

  it("makes any text a short stem of ASCII letters, digits and single dashes", () => {
    expect(plainStem("Ľubica Šťastná")).toBe("lubica-stastna")
    expect(plainStem("--a__b--")).toBe("a-b")
    expect(plainStem("x".repeat(60))).toHaveLength(40)
    expect(plainStem(`${"a".repeat(39)}-b`)).toBe("a".repeat(39))
  })

  it("gets a different random suffix each time, of readable letters and digits", () => {
    const suffixes = Array.from({ length: 200 }, () => randomSuffix())
    expect(new Set(suffixes).size).toBe(200)
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-km-np-z2-9]{6}$/)
  })
})

describe("the uploads a save commits", () => {
  const member = (photo: string) => ({ path: "content/team/bara.yaml", raw: `name: Bára\nphoto: ${photo}\norder: 7\n` })
  const chosen = { path: "content/images/team/bara-k3f9x2.jpg" }
  const dropped = { path: "content/images/team/img-20261127-101512-a2b3c4.jpg" }

  it("are the files the entry's fields name, relative to its own file", () => {
    expect(assetsNamedBy([member("../images/team/bara-k3f9x2.jpg")], [dropped, chosen])).toEqual([chosen])
    expect(assetsNamedBy([member("../images/team/other.jpg")], [dropped, chosen])).toEqual([])
  })

  it("find a file named deep in groups and lists, and from a file at content/'s root", () => {
    const home = {
      path: "content/pages/home.yaml",
      raw: "hero:\n  image: ../images/hero/a.jpg\ngallery:\n  images:\n    - image: ../images/gallery/b.jpg\n",
    }
    const site = { path: "content/site.yaml", raw: "shareImage: images/share/c.jpg\nnav: []\n" }
    expect([...filesNamedBy(home)]).toEqual(["content/images/hero/a.jpg", "content/images/gallery/b.jpg"])
    expect([...filesNamedBy(site)]).toEqual(["content/images/share/c.jpg"])
  })

  it("are compared without a leading slash, which Decap's paths may have", () => {
    expect(
      assetsNamedBy([member("../images/team/bara-k3f9x2.jpg")], [{ path: "/content/images/team/bara-k3f9x2.jpg" }]),
    ).toHaveLength(1)
  })

  it("never count an address or a path out of the repository", () => {
    const external = member("https://example.com/content/images/team/bara-k3f9x2.jpg")
    expect(assetsNamedBy([external], [chosen])).toEqual([])
    expect([...filesNamedBy(external)].some((file) => file.includes("example.com"))).toBe(false)
    expect(resolveInRepository("content/team", "../../../x.jpg")).toBeUndefined()
    expect(resolveInRepository("content/team", "./../images/./x.jpg")).toBe("content/images/x.jpg")
  })

  it("name nothing when the text cannot be read", () => {
    expect([...filesNamedBy({ path: "content/team/bara.yaml", raw: "name: [" })]).toEqual([])
  })
})
