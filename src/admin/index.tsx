/**
 * The browser editor at /admin/: Decap CMS on the React it is built for
 * (React 19, from the admin/ workspace), with the site's own components as its
 * previews; bundled by the build with esbuild (src/gatsby/post-build/editor-bundle.ts).
 * It reads config.yml next to its page.
 */
import CMS from "decap-cms-app"
import type { ComponentType } from "react"
import { previewFrameCss } from "../theme/static-styles"
import { keepWritesInDrafts } from "./drafts-only"
import { addEditorChrome } from "./editor-chrome"
import { editorLocale } from "./locale"
import { previewTemplates } from "./previews"
import { type ControlProps, checkedText, CzechNumberControl } from "./widgets"

CMS.registerLocale("cs", editorLocale)

// The widgets config.yml names (scripts/content-model/decap.ts); the text ones wrap Decap's own controls.
type WidgetControl = Parameters<typeof CMS.registerWidget>[1]
const control = (name: string) => CMS.getWidget(name)?.control as unknown as ComponentType<ControlProps>
CMS.registerWidget("czech-number", CzechNumberControl as unknown as WidgetControl)
CMS.registerWidget("checked-string", checkedText(control("string")) as unknown as WidgetControl)
CMS.registerWidget("checked-text", checkedText(control("text")) as unknown as WidgetControl)

// The registry's backend entries are plain objects with an init function (decap-cms-core's registry.js).
keepWritesInDrafts(CMS.getBackend as unknown as Parameters<typeof keepWritesInDrafts>[0])

CMS.registerPreviewStyle(previewFrameCss, { raw: true })
// The templates read only entry.get, getAsset and document, typed narrowly in previews.tsx.
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1]
for (const [name, template] of Object.entries(previewTemplates)) {
  CMS.registerPreviewTemplate(name, template as unknown as Template)
}

CMS.init()
addEditorChrome(document)
