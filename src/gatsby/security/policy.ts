/**
 * The Content-Security-Policy of the public pages and of the editor at /admin/.
 * Each source is here because the site uses it; anything else is refused.
 */

type Directives = Record<string, readonly string[]>

/** The contact page's map: a keyless Google Maps embed (`https://www.google.com/maps?…&output=embed`). */
export const MAP_FRAME_ORIGIN = "https://www.google.com"

/**
 * Where the editor at /admin/ connects besides this site: Decap CMS's github
 * backend (Decap CMS 3.16) reads and commits content through GitHub's REST API and
 * polls GitHub's status page. Logging in needs no source here: it is a popup on
 * Netlify's OAuth endpoint (https://api.netlify.com/auth) that answers with
 * postMessage, neither of which CSP governs.
 */
export const EDITOR_CONNECT_ORIGINS = ["https://api.github.com", "https://www.githubstatus.com"] as const
/** The logged-in editor's picture in Decap's header (GitHub's `avatar_url`). */
export const EDITOR_IMAGE_ORIGINS = ["https://avatars.githubusercontent.com"] as const

export type PolicyInputs = {
  /** `'sha256-…'` sources of the inline scripts in the built pages. */
  scriptHashes: readonly string[]
  /** Origins of team photos given as https:// URLs in content/, on the web person's list (src/content/photo-hosts.ts). */
  imageOrigins: readonly string[]
}

const lockdown: Directives = {
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
}

export function serialisePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
}

export function publicPolicy({ scriptHashes, imageOrigins }: PolicyInputs): string {
  return serialisePolicy({
    "default-src": ["'self'"],
    // Gatsby's bootstrap (window.pagePath, ___chunkMapping) is inline script; its
    // hashes allow exactly that, nothing injected.
    "script-src": ["'self'", ...scriptHashes],
    // Emotion writes <style> tags at runtime; a photo's placeholder is a style="" attribute.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the photos' blurred placeholders.
    "img-src": ["'self'", "data:", ...imageOrigins],
    "frame-src": [MAP_FRAME_ORIGIN],
    "form-action": ["'none'"],
    ...lockdown,
  })
}

export function editorPolicy({ imageOrigins }: Pick<PolicyInputs, "imageOrigins">): string {
  return serialisePolicy({
    "default-src": ["'self'"],
    // Decap validates config.yml with ajv, which compiles its schema with new Function().
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    // blob: shows images the github backend fetched through the API, and uploads before they are saved.
    "img-src": ["'self'", "data:", "blob:", ...EDITOR_IMAGE_ORIGINS, ...imageOrigins],
    // blob: Decap reads an uploaded photo back through its blob: URL (fetch) to save it into the draft and into
    // its local backup of the form; without it, saving a change with a new photo fails ("Failed to fetch").
    // A blob: URL is made by this page from a file the editor chose, so it opens no way out.
    "connect-src": ["'self'", "blob:", ...EDITOR_CONNECT_ORIGINS],
    "form-action": ["'self'"],
    ...lockdown,
  })
}
