/**
 * HAND-WRITTEN: Decap CMS's top-level settings, the one part of
 * static/admin/config.yml that does not come from the content model.
 * Everything under `collections:` is generated (decap.ts). Change these here,
 * then run `npm run generate:content`.
 * https://decapcms.org/docs/configuration-options/
 */
import { PREVIEW_CONTEXT } from "../../publish/preview-context"

export const decapSettings = {
  // Editors log in with their own GitHub account. Netlify's OAuth endpoint (base_url and
  // auth_endpoint, Decap's defaults for this backend) holds the GitHub OAuth app's client id
  // and secret (docs/deploy.md, "Editor login").
  backend: {
    name: "github",
    repo: "your-github-account/head-spa-teplice",
    branch: "main",
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    // The narrowest scope with which Decap can commit to a public repository; a private one
    // needs "repo" (docs/deploy.md).
    auth_scope: "public_repo",
    // The commit status that the publish workflow sets on a draft's head commit with the
    // address of its draft deploy: Decap's "Náhled" button opens it (publish/report.ts).
    preview_context: PREVIEW_CONTEXT,
    commit_messages: {
      create: "Obsah: nová položka {{collection}} „{{slug}}“",
      update: "Obsah: {{collection}} „{{slug}}“",
      delete: "Obsah: smazána položka {{collection}} „{{slug}}“",
      uploadMedia: "Obsah: nahrán obrázek {{path}}",
      deleteMedia: "Obsah: smazán obrázek {{path}}",
    },
  },
  // Every save is a draft: a branch cms/… with a pull request, tested and deployed as a
  // preview by .github/workflows/; "Publikovat" merges it into `branch`, and the merge goes live.
  publish_mode: "editorial_workflow",
  // On localhost only, Decap edits the working copy through `npx decap-server` instead.
  local_backend: true,
  locale: "cs",
  // Where uploads go unless an image field says otherwise (every image field does).
  media_folder: "content/images/uploads",
  public_folder: "../images/uploads",
  // File names from names with Czech letters: "Máma & Dcera" → "mama-dcera".
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
}

/** Comments written beside settings in config.yml, by the setting's path. */
export const decapSettingComments: Record<string, string> = {
  "backend.repo": "TO REPLACE before launch: owner/name of this site's GitHub repository",
}
