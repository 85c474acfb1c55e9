/**
 * Where the editor finds Decap's screens in the page. Decap documents no DOM:
 * these are the labels its styled components put into their class names
 * (Emotion's `css-<hash>-<ComponentName>`, read with `[class*="-Name"]`), the
 * few classes and test ids it sets by hand, and the elements its screens are
 * made of, as Decap 3.16 (decap-cms-core 3.19) draws them. Each names the
 * browser test that fails first when Decap renames or redraws it; the table in
 * docs/upgrading.md lists the same.
 */

/** A styled component of Decap's, by the label Emotion adds to its class name. */
const styled = (component: string) => `[class*="-${component}"]`

// The photo picker (decap-cms-core's MediaLibrary). admin-uploads.test.ts, "refuses in Czech what the hidden buttons
// would commit to main…" and admin-photo-formats.test.ts, "refuses an iPhone's HEIC photo in Czech…".
/** The picker's top rows (MediaLibraryTop). */
export const LIBRARY_TOP = styled("LibraryTop")
/** The picker's "Smazat označené" (the entry toolbar's DeleteButton, outside the picker, discards a draft). */
export const LIBRARY_DELETE = `${LIBRARY_TOP} ${styled("DeleteButton")}`
/** The label around the picker's file input (decap-cms-ui-default's FileUploadButton sets this class by hand). */
export const UPLOAD_BUTTON = ".nc-fileUploadButton"
export const UPLOAD_INPUT = `${UPLOAD_BUTTON} input[type="file"]`

// The header. admin.test.ts, "adds a team member with an uploaded JPEG: … the picker deletes nothing" and
// admin-chrome.test.ts, "reaches the review board by clicking Schvalování…".
/**
 * The header's "Média", a button; Obsah and Schvalování are links made from the same styled component
 * (AppHeaderNavLink = AppHeaderButton.withComponent(NavLink)), so they carry its label too.
 */
export const MEDIA_BUTTON = `button${styled("AppHeaderButton")}`

// The review board (decap-cms-core's Workflow). admin-chrome.test.ts, "reaches the review board by clicking
// Schvalování, whose summary counts the drafts its columns show".
export const WORKFLOW_DESCRIPTION = styled("WorkflowTopDescription")
export const WORKFLOW_CONTAINER = styled("WorkflowContainer")
/** A column's heading is an h2 with the column's phrase (workflow.workflowList.readyHeader…). */
export const WORKFLOW_COLUMN_HEADING = "h2"
/** Each card on the board is a link into the editor, opened from the board. */
export const WORKFLOW_CARD = 'a[href*="ref=workflow"]'

// The collections' lists. admin-lists.test.ts, "lists each treatment with its category's name and its order, and
// groups them by category…"; admin-colleagues.test.ts, "shows …'s draft to the other colleague before she types".
/** A link into an entry: a card in a list, a search result, a card on the board. */
export const ENTRY_LINK = 'a[href*="/entries/"]'
export const entryLinksOf = (collection: string) => `a[href*="/collections/${collection}/entries/"]`
/** A heading of "Seskupit podle" (GroupHeading). */
export const GROUP_HEADING = styled("GroupHeading")

// The entry's editor. admin-colleagues.test.ts, "shows …'s draft to the other colleague before she types" (the
// banner above the form); admin-chrome.test.ts, "fits a phone: at 375 px…" (the layout below).
/** The form's column. */
export const CONTROL_PANE = styled("ControlPaneContainer")
/** Decap's menus' items (react-aria-menubutton's), whose text is their phrase. admin-chrome.test.ts, "shows „Na webu“…". */
export const MENU_ITEM = '[role="menuitem"]'
/** "Na webu", the state of an entry without a draft (EditorToolbar's PublishedToolbarButton). admin-chrome.test.ts, "shows „Na webu“ as a label…". */
export const PUBLISHED_STATE = styled("PublishedToolbarButton")
/**
 * A field's errors (ControlErrorsList), and a folded group's toggle (decap-cms-ui-default's ObjectWidgetTopBar).
 * admin-chrome.test.ts, "takes a refused save to its first error, unfolding the group it is in…".
 */
export const ERROR_LIST = styled("ControlErrorsList")
export const EXPAND_BUTTON = '[data-testid="expand-button"]'
/** An entry's load error: Editor.js draws it as a lone h3. admin-lists.test.ts, "says in Czech that a deleted treatment's address no longer exists…". */
export const LOAD_ERROR_HEADING = "h3"
/** Decap's notices (react-toastify's, in Decap's ToastContainer). editor-wording.test.ts's Decap's English notices and admin-uploads.test.ts, "refuses in Czech what the hidden buttons would commit to main…". */
export const NOTICES = ".notif__container"

/**
 * The entry's editor laid out for 800 px and more (EditorContainer and ToolbarContainer have min-width: 800px),
 * its parts by their labels; react-split-pane's panes by its own classes. admin-chrome.test.ts, "fits a phone: at
 * 375 px a price is typed, saved and published without scrolling sideways".
 */
export const EDITOR_LAYOUT = {
  container: styled("EditorContainer"),
  toolbar: styled("ToolbarContainer"),
  backLink: styled("ToolbarSectionBackLink"),
  toolbarMain: styled("ToolbarSectionMain"),
  toolbarSub: styled("ToolbarSubSection"),
  /** Editor itself: its label ends the class name (`[class$=…]`), as others only contain "Editor". */
  editor: '[class$="-Editor"]',
  viewControls: styled("ViewControls"),
  splitPane: styled("StyledSplitPane"),
  noPreview: styled("NoPreviewContainer"),
  pane: ".Pane",
  resizer: ".Resizer",
  controlPane: CONTROL_PANE,
  previewPane: styled("PreviewPaneContainer"),
} as const
