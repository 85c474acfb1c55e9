/**
 * GitHub's REST API for the publish scripts: Node's own fetch, the token from
 * the environment (the job's GITHUB_TOKEN, or the web person's login for
 * `npm run launch-check -- --online`), GITHUB_API_URL for a stand-in in tests.
 * Node runs this file as it is (type stripping): only Node's own modules.
 */
import fs from "node:fs"

export type Env = Record<string, string | undefined>

/** An answer: its HTTP status, and its body parsed as JSON (the text when it is not JSON). */
export type Reply = { status: number; data: unknown }

export async function request(env: Env, method: string, route: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${env.GITHUB_API_URL ?? "https://api.github.com"}${route}`, {
    method,
    headers: {
      Accept: "application/vnd.github+json",
      ...(env.GITHUB_TOKEN ? { Authorization: `Bearer ${env.GITHUB_TOKEN}` } : {}),
      "X-GitHub-Api-Version": "2022-11-28",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  try {
    return { status: response.status, data: text ? JSON.parse(text) : undefined }
  } catch {
    return { status: response.status, data: text }
  }
}

/** The body of a successful answer; an error naming the route and the status otherwise. */
export async function github<T>(env: Env, method: string, route: string, body?: unknown): Promise<T> {
  const { status, data } = await request(env, method, route, body)
  if (status < 200 || status > 299) {
    const message = (data as { message?: unknown } | undefined)?.message
    throw new Error(`${method} ${route}: ${status}${typeof message === "string" ? ` ${message}` : ""}`)
  }
  return data as T
}

/** An environment variable the command cannot do without. */
export function required(env: Env, name: string): string {
  const value = env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

/** A path segment (a branch name keeps its slashes). */
export const segment = (name: string) => name.split("/").map(encodeURIComponent).join("/")

/**
 * Text from outside (an API's message, a file name) as one line of plain text: control
 * characters dropped, so nothing in it starts a line of its own in a log, where a line
 * beginning with `::` is a workflow command.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim()

/** Adds `name=value` to the step's outputs (GITHUB_OUTPUT), when the step has one. */
export function setOutput(env: Env, name: string, value: string): void {
  if (!env.GITHUB_OUTPUT) return
  fs.appendFileSync(env.GITHUB_OUTPUT, `${name}=${oneLine(value)}\n`)
}

/** Runs an async command's main, printing an error as one line and setting the exit code. */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`${name}: ${oneLine(error instanceof Error ? error.message : String(error))}`)
      process.exitCode = 1
    },
  )
}
