/**
 * The browser editor at /admin/: Decap CMS on the React it is built for
 * (React 19, from the admin/ workspace), with the site's own components as its
 * previews; bundled by the build with esbuild (src/gatsby/post-build/editor-bundle.ts).
 * It reads config.yml next to its page. What it assumes of Decap's insides is in
 * ./decap/ (docs/upgrading.md lists it).
 */
// First, before Decap creates its store: the form's unsaved values kept in the browser (draft-backup.ts).
import { whenRestored } from "./draft-backup"
// Loads Decap itself: only here, after the line above (decap/registry.ts).
import {
  getBackend,
  registerLocale,
  registerPreviewStyle,
  registerPreviewTemplates,
  registerWidget,
  rewrapWidget,
  startDecap,
  widgetControl,
} from "./decap/registry"
import { previewFrameCss } from "../theme/static-styles"
import { changeImplementations, forgetDraft, hasVersionedMethods } from "./decap"
import { translateNotices } from "./decap-english"
import { keepWritesInDrafts } from "./drafts-only"
import { addEditorChrome } from "./editor-chrome"
import { markDrafts } from "./draft-marks"
import { entryAddress, reloadOnEntryChange } from "./entry-address"
import { entryKey, type Tracking, trackVersions } from "./entry-versions"
import { checkSaves } from "./entry-saves"
import { editorLocale } from "./locale"
import { refuseMissingEntries } from "./missing-entry"
import { photoControl } from "./photo-control"
import { receiveUploads } from "./photo-uploads"
import { previewTemplates } from "./previews"
import { announceRefusedSaves } from "./refused-save"
import { versionNotices } from "./version-notices"
import { checkedText, CzechNumberControl } from "./widgets"

registerLocale("cs", editorLocale)

// The widgets config.yml names (scripts/content-model/decap.ts); the text ones wrap Decap's own controls.
registerWidget("czech-number", CzechNumberControl)
registerWidget("checked-string", checkedText(widgetControl("string")))
registerWidget("checked-text", checkedText(widgetControl("text")))
// Decap's own image field, with thumbnails that load and the crop the site gives a photo (photo-control.tsx).
rewrapWidget("image", photoControl)

keepWritesInDrafts(getBackend)
// Every save and publish compares the entry with the version this tab showed (entry-versions.ts); the address
// check below runs first.
changeImplementations(getBackend, (implementation) => {
  if (!hasVersionedMethods(implementation)) throw new Error("Decap's backend lacks the reads entry-versions.ts wraps")
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

registerPreviewStyle(previewFrameCss)
registerPreviewTemplates(previewTemplates)

startDecap()
addEditorChrome(document)
translateNotices(document)
