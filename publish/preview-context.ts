/**
 * The commit status that carries a draft's preview address: the publish report
 * sets it on the draft's head commit, and Decap's backend.preview_context
 * (scripts/content-model/decap-settings.ts) names it, so Decap's preview
 * button opens that address.
 */
export const PREVIEW_CONTEXT = "head-spa/nahled"
