/**
 * Which entries the site gets. A treatment or a team member the editor took off the site (the box Odebrat z webu,
 * `removed: true`) keeps its file, so taking it off and bringing it back are drafts like any other change; the
 * reader (site-content.ts) and the build's sourcing leave it out, and the rules across files judge what stays.
 */
import type { ContentFile } from "./reader"

/** The field the editor ticks to take a treatment or a team member off the site (Odebrat z webu). */
export const REMOVED_FIELD = "removed"

/** Whether an entry is on the site: every file is, except one whose `removed` is true. */
export const isOnSite = (f: Pick<ContentFile, "data">): boolean => f.data[REMOVED_FIELD] !== true

/**
 * The files the site gets: every checked file but the entries taken off the site. Everything the site shows
 * (the pages, the sitemap, the JSON-LD, the editor's previews of the catalogue) is built from these alone.
 */
export const siteFiles = (files: readonly ContentFile[]): ContentFile[] => files.filter(isOnSite)
