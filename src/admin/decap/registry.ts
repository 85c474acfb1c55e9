/**
 * The editor's one use of Decap's code: its core (decap-cms-core) with the
 * backends, widgets and English phrases the editor registers (extensions.ts
 * names them), its registry (register…, getWidget, getBackend) and its start.
 * Decap's all-in-one package, decap-cms-app, registers every backend, widget,
 * editor component and locale Decap has (its extensions.js), which more than
 * doubled the editor's bundle; this file does what extensions.js does for the
 * ones the editor uses. Importing this file loads Decap, whose store is created
 * as it loads, so only the editor's entry imports it (index.tsx), after
 * draft-backup.ts has hooked into that store (store.ts); every other module
 * reaches Decap through index.ts, which loads none of Decap's code and so also
 * runs in Node (the unit tests, Playwright's). decap-cms-core's published types
 * describe the registry's arguments with its own React's types and leave out
 * what the editor needs (a widget's schema, the backend objects), so the casts
 * between them and the editor's types (config-types.ts, backend-methods.ts) are
 * made here and nowhere else. What the registry hands out is Decap's internal
 * (decap-cms-core's lib/registry.js); when it changes, every editor test fails as
 * the editor starts (an unknown widget or backend throws), first admin.test.ts,
 * "saves a new price as a draft on its own branch…"; a widget registered again
 * without its schema, admin-chrome.test.ts, "shows a photo already in the
 * repository as its thumbnail…".
 */
import { GitHubBackend } from "decap-cms-backend-github"
import { ProxyBackend } from "decap-cms-backend-proxy"
import { type CmsWidgetParam, DecapCmsCore as CMS } from "decap-cms-core"
import en from "decap-cms-locales/dist/esm/en"
import booleanWidget from "decap-cms-widget-boolean"
import imageWidget from "decap-cms-widget-image"
import listWidget from "decap-cms-widget-list"
import objectWidget from "decap-cms-widget-object"
import relationWidget from "decap-cms-widget-relation"
import selectWidget from "decap-cms-widget-select"
import stringWidget from "decap-cms-widget-string"
import textWidget from "decap-cms-widget-text"
import type { ComponentType } from "react"
import type { GetBackend } from "./backend-methods"
import type { ControlProps, PreviewProps } from "./config-types"
import { DECAP_BACKENDS, DECAP_WIDGETS, type DecapBackend, type DecapWidget } from "./extensions"

type WidgetControl = Parameters<typeof CMS.registerWidget>[1]
type PreviewTemplate = Parameters<typeof CMS.registerPreviewTemplate>[1]
/** A widget as the registry keeps it (registry.js's registerWidget takes a schema fourth, which the types leave out). */
type RegisteredWidget<P> = { control: ComponentType<P>; preview: unknown; schema: unknown }
const registerWidgetWithSchema = CMS.registerWidget as unknown as (
  ...widget: [string, unknown, unknown, unknown]
) => void

const backends: Record<DecapBackend, unknown> = { github: GitHubBackend, proxy: ProxyBackend }
const widgets: Record<DecapWidget, { Widget: () => CmsWidgetParam }> = {
  boolean: booleanWidget,
  image: imageWidget,
  list: listWidget,
  object: objectWidget,
  relation: relationWidget,
  select: selectWidget,
  string: stringWidget,
  text: textWidget,
}
for (const name of DECAP_BACKENDS) CMS.registerBackend(name, backends[name])
for (const name of DECAP_WIDGETS) {
  const widget = widgets[name].Widget()
  if (widget.name !== name) throw new Error(`Decap's widget package for "${name}" registers "${widget.name}"`)
  CMS.registerWidget(widget)
}
// Decap's phrases fill in from English, which it also speaks before config.yml (locale: cs) is read.
CMS.registerLocale("en", en)

/** Decap's phrases for `locale`; Decap fills a phrase it lacks from English (lib/phrases.js, getPhrases). */
export function registerLocale(locale: string, phrases: object): void {
  CMS.registerLocale(locale, phrases)
}

/** The control of Decap's widget `name` ("string", "text"…). */
export function widgetControl(name: string): ComponentType<ControlProps> {
  const widget = CMS.getWidget(name) as unknown as RegisteredWidget<ControlProps> | undefined
  if (!widget) throw new Error(`Decap has no widget "${name}"`)
  return widget.control
}

/** A widget of the editor's, by the name config.yml gives it. */
export function registerWidget(name: string, control: ComponentType<ControlProps>): void {
  CMS.registerWidget(name, control as unknown as WidgetControl)
}

/** Registers Decap's widget `name` again with its control changed by `wrap`, keeping its preview and schema. */
export function rewrapWidget<P>(name: string, wrap: (control: ComponentType<P>) => ComponentType<P>): void {
  const widget = CMS.getWidget(name) as unknown as RegisteredWidget<P> | undefined
  if (!widget) throw new Error(`Decap has no widget "${name}"`)
  registerWidgetWithSchema(name, wrap(widget.control), widget.preview, widget.schema)
}

/** The preview frame's styles, as CSS text. */
export function registerPreviewStyle(css: string): void {
  CMS.registerPreviewStyle(css, { raw: true })
}

/** The preview templates, by collection or file name. */
export function registerPreviewTemplates(templates: Record<string, ComponentType<PreviewProps>>): void {
  for (const [name, template] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, template as unknown as PreviewTemplate)
  }
}

/** The registry's backend entries: plain objects with an init function (backend-methods.ts). */
export const getBackend = CMS.getBackend as unknown as GetBackend

/** Starts Decap, which reads config.yml beside the page. */
export function startDecap(): void {
  CMS.init()
}
