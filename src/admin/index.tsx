/**
 * The browser editor at /admin/: Decap CMS on the React it is built for
 * (React 19, from the admin/ workspace), with the site's own components as its
 * previews; bundled by the build with esbuild (src/gatsby/post-build/editor-bundle.ts).
 * It reads config.yml next to its page.
 */
// First, before Decap creates its store: the form's unsaved values kept in the browser (draft-backup.ts).
import { whenRestored } from "./draft-backup"
import CMS from "decap-cms-app"
import type { ComponentType } from "react"
import { previewFrameCss } from "../theme/static-styles"
import { changeImplementations, type GetBackend } from "./backend-wrapping"
import { translateNotices } from "./decap-english"
import { keepWritesInDrafts } from "./drafts-only"
import { addEditorChrome } from "./editor-chrome"
import { forgetDraft } from "./draft-gone"
import { markDrafts } from "./draft-marks"
import { entryAddress, reloadOnEntryChange } from "./entry-address"
import { entryKey, isVersioned, type Tracking, trackVersions } from "./entry-versions"
import { checkSaves } from "./entry-saves"
import { editorLocale } from "./locale"
import { refuseMissingEntries } from "./missing-entry"
import { photoControl } from "./photo-control"
import { receiveUploads } from "./photo-uploads"
import { previewTemplates } from "./previews"
import { announceRefusedSaves } from "./refused-save"
import { versionNotices } from "./version-notices"
import { type ControlProps, checkedText, CzechNumberControl } from "./widgets"

CMS.registerLocale("cs", editorLocale)

// The widgets config.yml names (scripts/content-model/decap.ts); the text ones wrap Decap's own controls.
type WidgetControl = Parameters<typeof CMS.registerWidget>[1]
const control = (name: string) => CMS.getWidget(name)?.control as unknown as ComponentType<ControlProps>
CMS.registerWidget("czech-number", CzechNumberControl as unknown as WidgetControl)
CMS.registerWidget("checked-string", checkedText(control("string")) as unknown as WidgetControl)
CMS.registerWidget("checked-text", checkedText(control("text")) as unknown as WidgetControl)

// Decap's own image field, with thumbnails that load and the crop the site gives a photo (photo-control.tsx),
// registered again under its name with its preview and config schema (registry.js takes a schema fourth,
// which the package's types leave out).
type RegisteredWidget = { control: Parameters<typeof photoControl>[0]; preview: unknown; schema: unknown }
const image = CMS.getWidget("image") as unknown as RegisteredWidget
const registerWidget = CMS.registerWidget as unknown as (...widget: [string, unknown, unknown, unknown]) => void
registerWidget("image", photoControl(image.control), image.preview, image.schema)

// The registry's backend entries are plain objects with an init function (decap-cms-core's registry.js).
const getBackend = CMS.getBackend as unknown as GetBackend
keepWritesInDrafts(getBackend)
// Every save and publish compares the entry with the version this tab showed (entry-versions.ts); the address
// check below runs first.
changeImplementations(getBackend, (implementation) => {
  if (!isVersioned(implementation)) throw new Error("Decap's backend lacks the reads entry-versions.ts wraps")
  const shown = () => {
    const address = entryAddress(window.location.hash)
    return address?.slug === undefined ? undefined : entryKey(address.collection, address.slug)
  }
  const marks = markDrafts(window, implementation)
  const tracking: Tracking = trackVersions(implementation, shown, {
    ...versionNotices(window, (key, field, decision) => tracking.decide(key, field, decision)),
    draftShown: marks.shown,
    draftGone: forgetDraft,
  })
  whenRestored((key, typedOver) => tracking.restored(key, typedOver))
})
// A file that is not there is refused when the form opens it (missing-entry.ts); the guards above read it as gone.
refuseMissingEntries(getBackend)
// The entry saved is the one the address names, with the uploads its fields name; another address reloads.
const lastSaved = checkSaves(getBackend, () => window.location.hash)
reloadOnEntryChange(window, lastSaved)
// Only photos the site can show are uploaded (others are refused in Czech), each under a name no other file has,
// from the entry it is uploaded for.
receiveUploads(window, () => entryAddress(window.location.hash)?.slug)
announceRefusedSaves(window)

CMS.registerPreviewStyle(previewFrameCss, { raw: true })
// The templates read only entry.get, getAsset and document, typed narrowly in previews.tsx.
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1]
for (const [name, template] of Object.entries(previewTemplates)) {
  CMS.registerPreviewTemplate(name, template as unknown as Template)
}

CMS.init()
addEditorChrome(document)
translateNotices(document)
