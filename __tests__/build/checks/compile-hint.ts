/**
 * Every script of the build opens with V8's compile hint, so a phone compiles
 * its functions while it downloads instead of on the main thread at their
 * first call (src/gatsby/compile-hint.ts). A comment is easily lost — Terser
 * drops comments, a webpack upgrade may run its plugins in another order —
 * and nothing else would notice.
 */
import { expect, test } from "@playwright/test"
import { COMPILE_HINT } from "../../../src/gatsby/compile-hint"
import { chunkGroupsOf, pageScripts } from "../../../src/gatsby/post-build/scripts-after-paint"
import { type BuiltSite, ROUTE_FILES, builtFile } from "../../support/built-site"

export function checkCompileHint(site: BuiltSite) {
  test("starts every script the pages load, and every chunk they may load later, with the compile hint", () => {
    const fromPages = ROUTE_FILES.flatMap((file) => pageScripts(builtFile(site, file)))
    const fromChunkGroups = Object.values(chunkGroupsOf(site.publicDir)).flatMap((group) =>
      group.assets.map(({ name }) => name),
    )
    const scripts = [...new Set([...fromPages, ...fromChunkGroups].map((file) => file.replace(/^\//, "")))].filter(
      (file) => file.endsWith(".js"),
    )
    expect(scripts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^app-/), expect.stringMatching(/^framework-/)]),
    )
    expect(scripts.filter((file) => builtFile(site, file).split("\n", 1)[0] !== COMPILE_HINT)).toEqual([])
  })
}
