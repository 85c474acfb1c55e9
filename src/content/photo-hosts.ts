/**
 * The servers a team photo may be loaded from when a team member's file gives
 * it as an https:// address instead of a file in content/images/team/. The
 * web person's setting, not the editor's: each server named here goes into
 * the Content-Security-Policy (img-src) of every page and of the editor at
 * /admin/ (src/gatsby/post-build/headers.ts), and every visitor's browser
 * then tells that server its address (an EU privacy matter: keep images local
 * unless there is a reason). The content check refuses an address on any
 * other server, in Czech. It lives here, in the content model's code beside
 * the rules it feeds, rather than in content/ (which an editor changes
 * without review) or in gatsby-config.ts (which the content check, run without
 * Gatsby, does not load).
 *
 * Empty: the salon's photos are files in content/images/. To allow a server,
 * add its exact host name, e.g. "images.example-cdn.com" (docs/deploy.md,
 * "Team photos on another server").
 */
import { type ContentIssue, entryLabel, fieldPath, issue } from "./messages"
import { modelOf, valuesWhere } from "./json-schema-view"
import type { ContentFile } from "./reader"
import { httpsUrlProblem } from "./rules"

export const PHOTO_HOSTS: readonly string[] = []

/** The host of an image address that the rule of its field accepts, or undefined for a file path or a refused address. */
function hostOf(value: unknown): string | undefined {
  if (typeof value !== "string" || httpsUrlProblem(value)) return undefined
  return new URL(value).hostname
}

/** Every image address of a file (a team member's photo) on a server the list does not name. */
export function photoHostIssues(f: ContentFile, hosts: readonly string[] = PHOTO_HOSTS): ContentIssue[] {
  return [...valuesWhere(modelOf(f.collection), f.data, (meta) => meta.imageFolder !== undefined)].flatMap(
    ({ at, value }) => {
      const host = hostOf(value)
      if (host === undefined || hosts.includes(host)) return []
      return [issue({ file: f.file, entry: entryLabel(f), field: fieldPath(at) }, "photoHost", { value, host, hosts })]
    },
  )
}

/** The origins (https://host) of the image addresses in these files whose server the list names, each once, sorted. */
export function photoOrigins(files: readonly ContentFile[], hosts: readonly string[] = PHOTO_HOSTS): string[] {
  const origins = files.flatMap((f) =>
    [...valuesWhere(modelOf(f.collection), f.data, (meta) => meta.imageFolder !== undefined)]
      .map(({ value }) => hostOf(value))
      .filter((host): host is string => host !== undefined && hosts.includes(host))
      .map((host) => `https://${host}`),
  )
  return [...new Set(origins)].sort()
}
