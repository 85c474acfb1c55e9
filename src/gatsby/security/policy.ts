/**
 * The Content-Security-Policy of the public pages and of the editor at /admin/.
 * Each source is here because the site uses it; anything else is refused.
 */

type Directives = Record<string, readonly string[]>

/** The contact page's map: a keyless Google Maps embed (`https://www.google.com/maps?…&output=embed`). */
export const MAP_FRAME_ORIGIN = "https://www.google.com"

/**
 * Where Decap CMS talks to besides this site: its local backend (`npx decap-server`,
 * used only when /admin/ runs on localhost) and Netlify's status page, which the
 * git-gateway backend polls.
 */
export const EDITOR_CONNECT_ORIGINS = ["http://localhost:8081", "https://www.netlifystatus.com"] as const
/** Netlify Identity's widget: log-in and accepting an invitation for the git-gateway backend. */
export const IDENTITY_WIDGET_ORIGIN = "https://identity.netlify.com"

export type PolicyInputs = {
  /** `'sha256-…'` sources of the inline scripts in the built pages. */
  scriptHashes: readonly string[]
  /** Origins of team photos given as https:// URLs in content/. */
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
    // Gatsby's bootstrap (window.pagePath, ___chunkMapping) and gatsby-plugin-image's
    // loader are inline scripts; their hashes allow exactly those, nothing injected.
    "script-src": ["'self'", ...scriptHashes],
    // Emotion writes <style> tags at runtime; gatsby-plugin-image writes style="" attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for gatsby-plugin-image's placeholders.
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
    "script-src": ["'self'", "'unsafe-eval'", IDENTITY_WIDGET_ORIGIN],
    "style-src": ["'self'", "'unsafe-inline'"],
    // blob: previews an upload before it is saved.
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins],
    "connect-src": ["'self'", ...EDITOR_CONNECT_ORIGINS],
    "form-action": ["'self'"],
    ...lockdown,
  })
}
