/**
 * The notices Decap writes in English in its code rather than in its phrases
 * (decap-cms-core's actions/mediaLibrary.ts), so no locale reaches them: how
 * each starts. A unit test holds the list against Decap's source, and fails
 * first when Decap changes one (__tests__/unit/editor-wording.test.ts, "are the
 * ones Decap's source writes").
 */
export const DECAP_ENGLISH = {
  persistMedia: "Failed to persist media: ",
  deleteMedia: "Failed to delete media: ",
} as const
