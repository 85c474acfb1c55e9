/**
 * Decap's addresses inside the editor's page (its hash router, decap-cms-core's
 * App.js routes): an entry, a new entry, a collection, the review board. The
 * editor reads them to know which entry the form is of; when Decap changes them,
 * admin-navigation.test.ts, "saves the entry whose address was pasted into the
 * tab, and after Back the one Back shows", fails first.
 */

/** `/collections/team/entries/bara` (the route, without "#" and query). */
export const ENTRY_ROUTE = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/
/** `/collections/team/new`. */
export const NEW_ENTRY_ROUTE = /^\/collections\/([^/]+)\/new\/?$/
/** An entry's address inside a link's href. */
export const ENTRY_IN_LINK = /#\/collections\/([^/]+)\/entries\/([^/?]+)/
/** The review board. */
export const WORKFLOW_HASH = "#/workflow"
/** A collection's list, or the collections' start when none is named. */
export const collectionHash = (collection?: string) => (collection ? `#/collections/${collection}` : "#/")
