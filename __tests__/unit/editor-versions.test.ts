/**
 * @jest-environment node
 *
 * Saves and publishes based on the version the tab showed (src/admin/entry-versions.ts, src/admin/field-merge.ts),
 * on an implementation that answers as Decap's GitHub backend does (a draft is a pull request with its author and
 * time, files are read by blob sha, a missing file reads as no text). The browser test of the same paths against
 * decap-server: __tests__/e2e/admin/admin-colleagues.test.ts.
 */
import {
  DISCARD_NONE,
  PUBLISH_CHANGED,
  PUBLISH_GONE,
  PUBLISH_OFFLINE,
  PUBLISH_UNSEEN,
  SAVE_CONFLICT,
  SAVE_DELETED,
  SAVE_OFFLINE,
  SAVE_PUBLISHED,
  type DraftInfo,
  type Refused,
  type Saved,
  trackVersions,
  type VersionedImplementation,
} from "../../src/admin/entry-versions"
import { applyFields, blocksOf, mergeSave, sameData } from "../../src/admin/field-merge"
import { typedOver } from "../../src/admin/restored-fields"

const file = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}\n`)
    .join("")
const v1 = file({ name: "CLASSIC", category: "head-spa", order: 1, duration: 60, price: 1290 })

describe("a three-way merge of one entry's fields", () => {
  it("applies her changed field onto the newest file, keeping every other line of it", () => {
    const theirs = v1.replace("duration: 60", "duration: 75")
    const mine = v1.replace("price: 1290", "price: 1390")
    expect(mergeSave(v1, mine, theirs)).toEqual({
      kind: "merged",
      raw: theirs.replace("price: 1290", "price: 1390"),
      mineChanged: ["price"],
      theirsChanged: ["duration"],
    })
  })

  it("finds a conflict where both changed one field to different values, and none where to the same", () => {
    const mine = v1.replace("price: 1290", "price: 1390")
    expect(mergeSave(v1, mine, v1.replace("price: 1290", "price: 1490"))).toEqual({
      kind: "conflict",
      conflicts: [{ field: "price", mine: 1390, theirs: 1490 }],
    })
    expect(mergeSave(v1, mine, mine)).toMatchObject({ kind: "merged", raw: mine, mineChanged: [], theirsChanged: [] })
  })

  it("keeps her value or the newer one as she decided, per field", () => {
    const mine = v1.replace("price: 1290", "price: 1390")
    const theirs = v1.replace("price: 1290", "price: 1490")
    expect(mergeSave(v1, mine, theirs, { price: "mine" })).toMatchObject({ kind: "merged", raw: mine })
    expect(mergeSave(v1, mine, theirs, { price: "theirs" })).toMatchObject({ kind: "merged", raw: theirs })
  })

  it("decides every field she changed against a file published meanwhile, not the ones she left", () => {
    const live = v1.replace("price: 1290", "price: 1490").replace("order: 1", "order: 2")
    const mine = v1.replace("price: 1290", "price: 1390")
    expect(mergeSave(v1, mine, live, {}, { everyFieldChanged: true })).toEqual({
      kind: "conflict",
      conflicts: [{ field: "price", mine: 1390, theirs: 1490 }],
    })
    expect(mergeSave(v1, mine, live, { price: "mine" }, { everyFieldChanged: true })).toMatchObject({
      raw: live.replace("price: 1490", "price: 1390"),
    })
  })

  it("adds a field new to the file after the field before it in her version, and removes one she emptied", () => {
    const mine = v1.replace("price: 1290\n", "price: 1290\nbadge: Novinka\n")
    expect(applyFields(v1, mine, ["badge"])).toBe(mine)
    expect(applyFields(mine, v1, ["badge"])).toBe(v1)
    expect(applyFields("name: A\nprice: 1\n", "badge: B\nname: A\n", ["badge"])).toBe("badge: B\nname: A\nprice: 1\n")
  })

  it("splits a file into its top-level keys, with the indented, blank and comment lines of each", () => {
    const raw = "# head\nname: A\ndescription: >-\n  long\n\n  text\nitems:\n  - a\n  - b\n"
    expect(blocksOf(raw)).toEqual({
      head: "# head\n",
      blocks: [
        { key: "name", text: "name: A\n" },
        { key: "description", text: "description: >-\n  long\n\n  text\n" },
        { key: "items", text: "items:\n  - a\n  - b\n" },
      ],
    })
  })

  it("compares data, not the order of a map's keys", () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(sameData(new Date(0), new Date(0))).toBe(true)
    expect(sameData(null, {})).toBe(false)
  })
})

/** A repository as Decap's GitHub backend answers for it: main's files, and drafts as pull requests. */
function github() {
  const main = new Map<string, string>([["content/treatments/head-spa-classic.yaml", v1]])
  const drafts = new Map<string, { raw: string; info: DraftInfo }>()
  let sha = 0
  let offline = false
  const noDraft = () =>
    Object.assign(new Error("content is not under editorial workflow"), { notUnderEditorialWorkflow: true })
  const implementation: VersionedImplementation = {
    unpublishedEntries: async () => [...drafts.keys()],
    getEntry: async (path) => {
      // GitHub's getEntry answers a missing file with no text (its readFile swallows the 404).
      return { data: main.get(path) ?? "", file: { path } }
    },
    unpublishedEntry: async ({ id, collection, slug }) => {
      const key = id ?? `${collection}/${slug}`
      const draft = drafts.get(key)
      if (!draft) throw noDraft()
      return draft.info
    },
    unpublishedEntryDataFile: async (collection, slug, path, id) => {
      const draft = drafts.get(`${collection}/${slug}`)
      if (!draft || draft.info.diffs[0].id !== id) throw new Error(`read of an unknown blob ${id}`)
      return draft.raw
    },
    unpublishedEntryMediaFile: async () => ({}),
    persistEntry: async ({ dataFiles: [data] }, options) => {
      const key = `${options.collectionName}/${data.slug}`
      const info = {
        collection: options.collectionName!,
        slug: data.slug,
        status: "draft",
        diffs: [{ path: data.path, id: `sha${++sha}` }],
        updatedAt: "2026-12-07T12:05:00Z",
        pullRequestAuthor: "petra",
      }
      drafts.set(key, { raw: data.raw, info })
    },
    deleteUnpublishedEntry: async (collection, slug) => {
      drafts.delete(`${collection}/${slug}`)
    },
    publishUnpublishedEntry: async (collection, slug) => {
      const draft = drafts.get(`${collection}/${slug}`)!
      main.set(draft.info.diffs[0].path, draft.raw)
      drafts.delete(`${collection}/${slug}`)
    },
  }
  // Every call fails as the browser's fetch does without a connection while `offline`.
  for (const [name, call] of Object.entries(implementation) as [
    keyof VersionedImplementation,
    () => Promise<never>,
  ][]) {
    Object.assign(implementation, {
      [name]: (...args: unknown[]) =>
        offline ? Promise.reject(new TypeError("Failed to fetch")) : (call as (...a: unknown[]) => unknown)(...args),
    })
  }
  return { main, drafts, implementation, offline: (value: boolean) => (offline = value) }
}

const KEY = "treatments/head-spa-classic"
const PATH = "content/treatments/head-spa-classic.yaml"

/** One tab of the editor on the GitHub-shaped repository: its reads as Decap makes them when it opens the entry. */
function tab(repo: ReturnType<typeof github>) {
  // Each tab starts its own implementation on the shared repository, as each browser does.
  const implementation = { ...repo.implementation }
  const events = { saved: [] as Saved[], refused: [] as Refused[], gone: [] as string[] }
  const tracking = trackVersions(implementation, () => KEY, {
    saved: (saved) => events.saved.push(saved),
    refused: (refused) => events.refused.push(refused),
    draftGone: (collection, slug) => events.gone.push(`${collection}/${slug}`),
  })
  return {
    implementation,
    events,
    tracking,
    open: async () => {
      await implementation.getEntry(PATH)
      try {
        const info = await implementation.unpublishedEntry({ collection: "treatments", slug: "head-spa-classic" })
        await implementation.unpublishedEntryDataFile("treatments", "head-spa-classic", PATH, info.diffs[0].id)
      } catch {
        // No draft: the form shows main's file.
      }
    },
    save: (raw: string) =>
      implementation.persistEntry(
        { dataFiles: [{ path: PATH, slug: "head-spa-classic", raw }], assets: [] },
        { collectionName: "treatments" },
      ),
    publish: () => implementation.publishUnpublishedEntry("treatments", "head-spa-classic"),
    discard: () => implementation.deleteUnpublishedEntry("treatments", "head-spa-classic"),
  }
}

describe("saves and publishes against the GitHub backend's answers", () => {
  it("refuses a second colleague's save over the same field, with the draft's author and time, until she decides", async () => {
    const repo = github()
    const [a, b] = [tab(repo), tab(repo)]
    await a.open()
    await b.open()
    await a.save(v1.replace("price: 1290", "price: 1390"))
    const hers = v1.replace("price: 1290", "price: 1490")
    await expect(b.save(hers)).rejects.toThrow(SAVE_CONFLICT)
    expect(repo.drafts.get(KEY)?.raw).toContain("price: 1390")
    expect(b.events.refused).toEqual([
      {
        key: KEY,
        kind: "conflict",
        live: false,
        conflicts: [{ field: "price", mine: 1490, theirs: 1390 }],
        changedBy: expect.objectContaining({ pullRequestAuthor: "petra", updatedAt: "2026-12-07T12:05:00Z" }),
      },
    ])
    b.tracking.decide(KEY, "price", "mine")
    await b.save(hers)
    expect(repo.drafts.get(KEY)?.raw).toBe(hers)
  })

  it("refuses a publish of a draft changed since the tab read it, and of one already published", async () => {
    const repo = github()
    const [a, b] = [tab(repo), tab(repo)]
    await a.open()
    await a.save(v1.replace("price: 1290", "price: 1390"))
    await b.open()
    await b.save(v1.replace("price: 1290", "price: 1390").replace("duration: 60", "duration: 90"))
    await expect(a.publish()).rejects.toThrow(PUBLISH_CHANGED)
    expect(repo.main.get(PATH)).toBe(v1)
    await b.publish()
    await expect(a.publish()).rejects.toThrow(PUBLISH_GONE)
    await expect(a.discard()).rejects.toThrow(DISCARD_NONE)
    expect(a.events.refused.map((refused) => refused.kind)).toEqual(["notice", "notice", "notice"])
    // The screen forgets the draft that is gone, once for the publish and once for the discard.
    expect(a.events.gone).toEqual([KEY, KEY])
    const c = tab(repo)
    await c.open()
    await c.save(v1.replace("price: 1290", "price: 1590"))
    await a.discard()
    expect(repo.drafts.size).toBe(0)
  })

  it("refuses a save onto a draft published meanwhile, and onto a file deleted meanwhile", async () => {
    const repo = github()
    const [a, b] = [tab(repo), tab(repo)]
    await a.open()
    await a.save(v1.replace("price: 1290", "price: 1390"))
    await b.open()
    await b.publish()
    await expect(a.save(v1.replace("price: 1290", "price: 1590"))).rejects.toThrow(SAVE_PUBLISHED)
    expect(a.events.refused[0]).toMatchObject({ kind: "conflict", live: true })
    repo.main.delete(PATH)
    const c = tab(repo)
    repo.main.set(PATH, v1)
    await c.open()
    repo.main.delete(PATH)
    await expect(c.save(v1.replace("price: 1290", "price: 1190"))).rejects.toThrow(SAVE_DELETED)
    expect(repo.drafts.size).toBe(0)
  })

  it("merges into another field's change, then refuses to publish what the form does not show until it reloads", async () => {
    const repo = github()
    const [a, b] = [tab(repo), tab(repo)]
    await a.open()
    await b.open()
    await b.save(v1.replace("duration: 60", "duration: 90"))
    await a.save(v1.replace("price: 1290", "price: 1390"))
    expect(repo.drafts.get(KEY)?.raw).toBe(
      v1.replace("duration: 60", "duration: 90").replace("price: 1290", "price: 1390"),
    )
    expect(a.events.saved).toEqual([expect.objectContaining({ key: KEY, theirsChanged: ["duration"] })])
    await expect(a.publish()).rejects.toThrow(PUBLISH_UNSEEN)
    // Her next save starts from her form: B's duration stays.
    await a.save(v1.replace("price: 1290", "price: 1350"))
    expect(repo.drafts.get(KEY)?.raw).toContain("duration: 90")
    await a.open()
    await a.publish()
    expect(repo.main.get(PATH)).toContain("price: 1350")
  })
})

describe("a form restored from the browser onto a newer version", () => {
  it("names the fields she typed over that a colleague changed to another value, with their value when she typed", () => {
    const base = { phone: "1", hours: "po–pá", email: "a@b.cz", note: "x" }
    const kept = { phone: "2", hours: "po–so", email: "c@d.cz", note: "x" }
    const loaded = { phone: "1", hours: "po–ne", email: "c@d.cz", note: "y" }
    // phone: only hers; hours: both, differently; email: both, alike; note: only theirs.
    expect(typedOver(loaded, kept, base)).toEqual({ hours: "po–pá" })
    expect(typedOver(loaded, { ...kept, extra: "new" }, base)).toEqual({ hours: "po–pá" })
    expect(typedOver({ ...loaded, gone: "z" }, kept, { ...base, gone: "w" })).toEqual({ hours: "po–pá", gone: "w" })
    expect(typedOver(loaded, kept, undefined)).toEqual({})
  })

  it("asks about a field a colleague changed after she typed over it, and merges the others", async () => {
    const repo = github()
    const b = tab(repo)
    await b.open()
    await b.save(v1.replace("price: 1290", "price: 1390").replace("duration: 60", "duration: 90"))
    await b.publish()
    // She had typed price 1490 and order 2 over v1 before her tab closed; she opens the entry again and restores.
    const a = tab(repo)
    await a.open()
    a.tracking.restored(KEY, { price: 1290, order: 1 })
    const live = repo.main.get(PATH)!
    const hers = live.replace("price: 1390", "price: 1490").replace("order: 1", "order: 2")
    await expect(a.save(hers)).rejects.toThrow(SAVE_CONFLICT)
    expect(a.events.refused).toEqual([
      expect.objectContaining({ kind: "conflict", conflicts: [{ field: "price", mine: 1490, theirs: 1390 }] }),
    ])
    expect(repo.drafts.size).toBe(0)
    a.tracking.decide(KEY, "price", "theirs")
    await a.save(hers)
    expect(repo.drafts.get(KEY)?.raw).toBe(live.replace("order: 1", "order: 2"))
  })

  it("saves a restored form at once where nobody else changed its fields, and forgets the restore on a fresh load", async () => {
    const repo = github()
    const a = tab(repo)
    await a.open()
    a.tracking.restored(KEY, {})
    await a.save(v1.replace("price: 1290", "price: 1490"))
    expect(repo.drafts.get(KEY)?.raw).toContain("price: 1490")
    const c = tab(repo)
    await c.open()
    c.tracking.restored(KEY, { price: 1000 })
    await c.open()
    await c.save(repo.drafts.get(KEY)!.raw.replace("price: 1490", "price: 1590"))
    expect(c.events.refused).toEqual([])
  })
})

describe("a save or publish that does not reach the backend", () => {
  it("says in Czech that nothing was saved or published, and what to do", async () => {
    const repo = github()
    const a = tab(repo)
    await a.open()
    await a.save(v1.replace("price: 1290", "price: 1390"))
    await a.open()
    repo.offline(true)
    await expect(a.publish()).rejects.toThrow(PUBLISH_OFFLINE)
    await expect(a.save(v1.replace("price: 1290", "price: 1490"))).rejects.toThrow(SAVE_OFFLINE)
    repo.offline(false)
    expect(repo.drafts.get(KEY)?.raw).toContain("price: 1390")
    expect(repo.main.get(PATH)).toBe(v1)
    await a.publish()
    expect(repo.main.get(PATH)).toContain("price: 1390")
  })
})
