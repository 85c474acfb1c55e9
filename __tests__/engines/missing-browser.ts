/**
 * What an engine suite does where its browser is not installed: it skips, saying why (GitHub's runner may lack
 * one), unless ENGINES_REQUIRED is set, as .ci/run sets it after installing both: there a missing browser is a
 * broken install, and a run that skipped its engines must not pass.
 */
import { test } from "@playwright/test"

export function skipWithoutBrowser(found: boolean, why: string): void {
  if (!found && process.env.ENGINES_REQUIRED) throw new Error(`${why}; ENGINES_REQUIRED is set, so this fails`)
  test.skip(!found, why)
}
