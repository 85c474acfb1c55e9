/**
 * The part of the content model the browser editor bundles (src/admin/): the
 * model's fields with the one check each (field-checks.ts), the reader of
 * typed numbers, the Czech messages and the reading of a picture's format
 * from its first bytes, without the reader of files, the images and the
 * check, which need Node. The editor's fields refuse what the check would,
 * with the check's words where a form and a file say it alike.
 */
export type { CheckedField, FieldProblem } from "./field-checks"
export { fieldProblem, modelField, spokenNumber } from "./field-checks"
export { FORMAT_BYTES, type ImageFormat, imageFormat, isWebFormat, type WebFormat } from "./image-format"
export { type Medium, type MessageKey, type MessageParams, say } from "./messages"
export { readNumber } from "./numbers"
export { LIMITS } from "./rules"
