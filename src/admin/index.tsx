/**
 * The browser editor at /admin/: Decap CMS on the React it is built for
 * (React 19, from the admin/ workspace), with the site's own components as its
 * previews; bundled by the build with esbuild (src/gatsby/post-build/editor-bundle.ts).
 * It reads config.yml next to its page.
 */
import CMS from "decap-cms-app"
import { cs } from "decap-cms-locales"
import { previewFrameCss } from "../theme/static-styles"
import { previewTemplates } from "./previews"

// A refused value is said with the content check's own words (the field's pattern message), not
// after Decap's "… nesouhlasí s předepsaným vzorem:".
const widget = cs.editor.editorControlPane.widget
CMS.registerLocale("cs", {
  ...cs,
  editor: {
    ...cs.editor,
    editorControlPane: {
      ...cs.editor.editorControlPane,
      widget: { ...widget, regexPattern: "%{fieldLabel}: %{pattern}." },
    },
  },
})

CMS.registerPreviewStyle(previewFrameCss, { raw: true })
// The templates read only entry.get, getAsset and document, typed narrowly in previews.tsx.
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1]
for (const [name, template] of Object.entries(previewTemplates)) {
  CMS.registerPreviewTemplate(name, template as unknown as Template)
}

CMS.init()
