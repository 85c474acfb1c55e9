/**
 * A command-line script's options (`--name value`, `--flag`), read by Node's
 * util.parseArgs; an unknown or malformed option ends the script with a
 * one-line message instead of a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from "node:util"

type Options = NonNullable<ParseArgsConfig["options"]>

export function cliOptions<const O extends Options, const P extends boolean = false>(
  options: O,
  { positionals }: { positionals?: P } = {},
) {
  try {
    return parseArgs({ options, allowPositionals: positionals ?? (false as P), args: process.argv.slice(2) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}
