/** decap-cms-locales ships no types; the editor overrides one Czech phrase (src/admin/index.tsx). */
declare module "decap-cms-locales" {
  type Phrases = { [key: string]: string | Phrases }
  export const cs: Phrases & {
    editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } }
  }
}

/** The Czech phrases alone, as an ES module (the editors' guide test reads them). */
declare module "decap-cms-locales/dist/esm/cs" {
  type Phrases = { [key: string]: string | Phrases }
  const cs: Phrases
  export default cs
}

/** The English phrases alone, which Decap falls back to for a phrase a language lacks (the locale test compares). */
declare module "decap-cms-locales/dist/esm/en" {
  type Phrases = { [key: string]: string | Phrases }
  const en: Phrases
  export default en
}
