/**
 * What of Decap's own the editor registers, named once: registry.ts registers
 * exactly these (with Decap's English phrases), from their packages in
 * admin/package.json, and nothing more, so the editor's bundle carries no other
 * backend or widget. A field of config.yml whose widget nobody registered would
 * show Decap's "no control for widget" in place of its input, and a backend
 * nobody registered stops the editor as it starts ("Backend not found"):
 * __tests__/unit/editor-extensions.test.ts, "registers every widget config.yml
 * names", fails first instead. This file loads none of Decap's code (the tests
 * read it in Node).
 */

/**
 * Decap's backends: github for the salon's site, proxy for `local_backend: true`
 * (decap-server: npm run cms and the browser tests).
 */
export const DECAP_BACKENDS = ["github", "proxy"] as const
export type DecapBackend = (typeof DECAP_BACKENDS)[number]

/**
 * Decap's widgets: the ones config.yml names besides the editor's own
 * (scripts/content-model/decap.ts writes it), and string and text, whose
 * controls the editor's checked-string and checked-text wrap (src/admin/index.tsx);
 * string is also Decap's widget for a field that names none.
 */
export const DECAP_WIDGETS = ["boolean", "image", "list", "object", "relation", "select", "string", "text"] as const
export type DecapWidget = (typeof DECAP_WIDGETS)[number]
