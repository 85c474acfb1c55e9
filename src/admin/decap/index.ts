/**
 * The door to Decap's insides: everything the editor (src/admin/) assumes of
 * Decap that Decap does not document, each named once in a file of this folder
 * with the test that fails first when Decap changes it. docs/upgrading.md lists
 * them for whoever upgrades Decap's packages (admin/package.json) or decap-server.
 * - config-types.ts: Decap's config and entries as widgets and previews get them;
 * - backend-methods.ts: the backends' registry shape, method names and answers;
 * - store.ts: Decap's Redux store, its action types and state;
 * - drafts-gone.ts: Decap's drafts list and toolbar state, for a draft that no longer exists;
 * - events.ts: how Decap listens and signals, where it has no hook;
 * - selectors.ts: where Decap's screens are in the page (class labels, test ids);
 * - routes.ts: Decap's addresses inside the page;
 * - english-notices.ts: the notices Decap writes in English;
 * - phrases.ts: Decap's Czech phrases, which the editor's locale changes key by key;
 * - extensions.ts: Decap's backends and widgets the editor registers, named once;
 * - registry.ts: Decap's code itself, registering those (imported by the editor's entry alone: it loads Decap);
 * - decap-server.ts: the local backend's patch (Node, for scripts/local-editor.ts and the tests' backend);
 * - config-schema.ts: Decap's check of config.yml left out of the editor's bundle, made once in a unit test instead
 *   (an esbuild plugin, for src/gatsby/post-build/editor-bundle.ts).
 * ESLint (eslint.config.mjs) keeps every other module of src/admin/ to this file.
 */
export * from "./backend-methods"
export * from "./config-types"
export * from "./drafts-gone"
export * from "./english-notices"
export * from "./events"
export * from "./extensions"
export * from "./phrases"
export * from "./routes"
export * from "./selectors"
export * from "./store"
