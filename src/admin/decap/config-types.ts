/**
 * Decap's config and entries as Decap hands them to the editor's widgets and
 * preview templates: Immutable.js collections (decap-cms-core's types/redux.ts),
 * of which the editor reads get, getIn, find, toArray and toJS. The package's
 * published types describe these arguments otherwise, so registry.ts is the one
 * place where they meet Decap's own types. When Decap changes them, the browser
 * tests of the fields and the previews fail first
 * (__tests__/e2e/admin/admin-fields.test.ts, "say while she types what will be
 * saved…"; admin-chrome.test.ts, "previews Kontakt as a list of its fields…").
 */

/** A field, file or collection of Decap's config, or an entry: an Immutable.js Map. */
export type DecapMap = {
  get: (key: string, fallback?: unknown) => unknown
  getIn?: (path: string[]) => unknown
}

/** The fields of a collection, file or object field: an Immutable.js List of fields. */
export type FieldList = {
  find: (matches: (field: DecapMap) => boolean) => DecapMap | undefined
  toArray: () => DecapMap[]
}

/** A plain JavaScript value of Decap's Immutable.js one, as its toJS gives it. */
const plain = (value: unknown): unknown => (value as { toJS?: () => unknown } | undefined)?.toJS?.()

/** The form's values of a previewed entry as plain data. */
export const entryValues = (entry: { get: (key: string) => unknown }): Record<string, unknown> =>
  (plain(entry.get("data")) as Record<string, unknown> | undefined) ?? {}

/** The fields of an object or list field, if it has any (its "fields", an Immutable.js List). */
export const nestedFields = (field: DecapMap | undefined) => field?.get("fields") as FieldList | undefined

/** A select field's options, as config.yml writes them: a label with a value, or a text that is both. */
export const fieldOptions = (field: DecapMap) =>
  (plain(field.get("options")) ?? []) as ({ label: string; value: unknown } | string)[]

/** A file an entry names, as getAsset hands it: its address by toString(), its path in the repository if known. */
export type Asset = { toString: () => string; path?: string }

/** The address of a file an entry names; the field says which folder its uploads go to. */
export type GetAsset = (path: string, field?: DecapMap) => Asset | undefined

/** The props Decap gives a widget's control (decap-cms-core's Widget.js). */
export type ControlProps = {
  field: DecapMap
  /** The entry's collection (absent in Decap's own props of some controls). */
  collection?: DecapMap
  value: unknown
  onChange: (value: unknown) => void
  forID: string
  /** The field's box (border, focus), which Decap draws around a control. */
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  parentIds?: string[]
  getAsset: GetAsset
}

/** What Decap passes a preview template (https://decapcms.org/docs/customization/). */
export type PreviewProps = {
  /** The entry as an Immutable.js Map; its "data" are the form's values. */
  entry: { get: (key: string) => unknown; getIn: (path: string[]) => unknown }
  /** The fields of the entry's collection or file. */
  fields: FieldList
  getAsset: GetAsset
  /** The preview frame's own document and window. */
  document: Document
  window: Window
}

/**
 * Whether getAsset handed out Decap's placeholder for a file still loading: an empty file named empty.svg
 * (decap-cms-core's actions/media.ts). admin-chrome.test.ts, "shows a photo already in the repository as its
 * thumbnail, and a landscape photo with the portrait crop it will get".
 */
export const isLoadingPlaceholder = (asset: Asset) => String(asset.path ?? "").endsWith("empty.svg")

/**
 * A widget's answer to Decap's isValid: no error, or an error Decap lists under the field. The documented answer
 * is `{ error: { message } }`; the type "CUSTOM" (decap-cms-core's ValidationErrorTypes) and the field's
 * parentIds, which place the error in a nested field, are Decap's own. admin-fields.test.ts, "say while she types
 * what will be saved or why it cannot be…".
 */
export const widgetError = (parentIds: string[] | undefined, message: string | undefined) =>
  message === undefined ? { error: false as const } : { error: { type: "CUSTOM" as const, parentIds, message } }
