// node-polyglot (Decap's phrase library) ships no types; the editor-locale test uses this much of it.
declare module "node-polyglot" {
  export default class Polyglot {
    constructor(options: { locale: string; phrases: object })
    t(key: string, options?: Record<string, unknown>): string
  }
}
