/** decap-cms-locales ships no types; the editor overrides one Czech phrase (src/admin/index.tsx). */
declare module "decap-cms-locales" {
  type Phrases = { [key: string]: string | Phrases }
  export const cs: Phrases & {
    editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } }
  }
}
