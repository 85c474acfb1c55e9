/** Types of netlify-headers.js, for the build and the tests. */
export type HeaderRule = { for: string; values: Record<string, string>; pattern: RegExp }

export function parseHeadersFile(text: string): HeaderRule[]
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string>
export function pathPattern(forPath: string): RegExp
