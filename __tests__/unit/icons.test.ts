/**
 * @jest-environment node
 *
 * The icons an editor chooses in content/ (features, values) are named in the
 * content model, which knows nothing of the components; the site draws them
 * from its one list of icons (src/components/icons/icon-set.ts). A name the
 * model offers and the list lacks would leave an empty icon on the page.
 */
import { ICONS } from "../../src/components/icons/icon-set"
import { collections, type ModelNode, modelOf } from "../../src/content"

/** The options of every field named "icon" in the model, however deep. */
function iconOptions(node: ModelNode | undefined): string[] {
  if (!node) return []
  const own = Object.entries(node.properties ?? {}).flatMap(([name, field]) =>
    name === "icon" ? [...(field.enum ?? []), ...(field.anyOf ?? []).flatMap((branch) => branch.enum ?? [])] : [],
  )
  const nested = [...Object.values(node.properties ?? {}), node.items, ...(node.anyOf ?? [])]
  return [...own, ...nested.flatMap(iconOptions)]
}

it("draws every icon the content model lets an editor choose", () => {
  const options = collections.flatMap((collection) => iconOptions(modelOf(collection)))
  expect(options.length).toBeGreaterThan(3)
  expect(options.filter((name) => !Object.hasOwn(ICONS, name))).toEqual([])
})
