/**
 * Decap's own Czech phrases (decap-cms-locales), which the editor's locale
 * (locale.ts) changes key by key. The keys, and Polyglot picking the Czech
 * plural form from a phrase's three forms, are Decap's internals; when Decap
 * renames a key or drops a phrase, editor-locale.test.ts, "says differently only
 * phrases Decap has (in Czech, or in English where its Czech has none)…", fails
 * first, and "counts the review board's entries with the Czech plural forms"
 * when the plurals change.
 */
// The ES module of the Czech phrases alone (the package entry is a browser-only bundle of every language).
import cs from "decap-cms-locales/dist/esm/cs"

export type Phrases = { [key: string]: string | Phrases }

export const DECAP_CZECH: Phrases = cs
