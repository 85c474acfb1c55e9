/**
 * Origins that content/ loads images from: a team photo may be an https://
 * address on an external host, and img-src has to name that origin or the photo
 * is blocked. Only addresses the content check accepts count, and only their
 * origin (scheme and host) goes into the policy, never what follows.
 */
import { httpsUrlProblem, modelOf, readContent, valuesWhere } from "../../content"

export function imageOrigins(contentDir: string): string[] {
  const origins = readContent(contentDir).files.flatMap((file) =>
    [...valuesWhere(modelOf(file.collection), file.data, (meta) => meta.imageFolder !== undefined)]
      .map(({ value }) => value)
      .filter((value): value is string => typeof value === "string" && value.includes("://"))
      .filter((value) => httpsUrlProblem(value) === undefined)
      .map((value) => new URL(value).origin),
  )
  return [...new Set(origins)].sort()
}
