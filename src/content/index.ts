/**
 * The content model and its check: the one entry of src/content/. Everything
 * outside this folder (the Gatsby glue, the generators, the scripts and the
 * tests) imports from here; the files behind it are named for what they hold:
 *
 * - collections.ts: which YAML file holds what
 * - zod-schemas.ts: the shape of every file, built from fields.ts
 * - json-schema-view.ts: the same model as plain JSON Schema, for walking
 * - rules.ts: the rules a single value follows, and the limits
 * - numbers.ts: numbers as people write them by hand, read once for the file and the form
 * - field-checks.ts: the one check of each text and number, for the file and the form
 * - messages.ts: every Czech message and how a problem is printed
 * - reader.ts: finding and reading the YAML files
 * - cross-file-rules.ts, images.ts: rules across files, image files
 * - unused-images.ts: photos no file names any more, listed for the web person
 * - only-data.ts: every file under content/ is data (YAML, images, README.md)
 * - file-names.ts: safe names of images and folders
 * - photo-hosts.ts: the servers a team photo may come from (the web person's list)
 * - launch-placeholders.ts: the example values that must be replaced before launch
 * - check.ts: `checkContent`, `approvedContent` and `loadContent`
 * - on-site.ts: the entries the site gets (not those taken off it with `removed: true`)
 * - site-content.ts: the content as the site shows it, and its types
 * - browser.ts: the second entry, for the browser editor (no Node modules)
 * - generated/: what `npm run generate:content` writes from the model
 */
export {
  approvedContent,
  checkContent,
  checkFile,
  type CheckOptions,
  loadContent,
  type ContentCheckResult,
} from "./check"
export { type Collection, collectionByType, collectionOf, collections, slugOf } from "./collections"
export { type FieldProblem, fieldProblem, isValueField, modelField, modelRootName, spokenNumber } from "./field-checks"
export type { FieldMeta, RuleName } from "./fields"
export { fieldsOf, type ModelField, type ModelNode, modelOf, nodeAt, valuesWhere } from "./json-schema-view"
export {
  type ContentIssue,
  formatIssue,
  formatReport,
  formatSuccess,
  type Medium,
  type MessageKey,
  messages,
  plural,
  say,
  thousands,
  yamlReasons,
} from "./messages"
export { isOnSite, REMOVED_FIELD, siteFiles } from "./on-site"
export { PHOTO_HOSTS, photoOrigins } from "./photo-hosts"
export { LAUNCH_PLACEHOLDERS, launchPlaceholdersLeft, type PlaceholderLeft } from "./launch-placeholders"
export { type ContentFile, readFile } from "./reader"
export { unusedImages } from "./unused-images"
export { numberHabit, readNumber, TYPED_UNITS } from "./numbers"
export { formPattern, httpsUrlProblem, LIMITS, ruleProblem, rules } from "./rules"
export {
  checkedValues,
  ContentError,
  siteValues,
  treatmentsOf,
  type Category,
  type SiteContent,
  type TeamMember,
  type Treatment,
} from "./site-content"
export { siteSettings } from "./zod-schemas"
export { contentTypeDefs } from "./generated/type-defs"
