/** Types of scripts/publish-manifest.cjs, for its test. */
export type RecordedFile = { size: number; sha256: string }
export type RecordedFiles = Record<string, RecordedFile>
export type Differences = { changed: string[]; added: string[]; missing: string[] }

export class ManifestError extends Error {}
export function describeFolder(root: string): RecordedFiles
export function compareFiles(expected: RecordedFiles, actual: RecordedFiles): Differences
export function writeManifest(root: string, manifestFile: string): RecordedFiles
export function readManifest(manifestFile: string): RecordedFiles
export function verifyFolder(root: string, manifestFile: string): Differences
export function main(
  args: readonly string[],
  log?: (message: string) => void,
  error?: (message: string) => void,
): 0 | 1 | 2
