/**
 * A stand-in for GitHub's REST API on 127.0.0.1, for the publish scripts'
 * tests: each test says what GitHub answers (status and body) for a path, and
 * reads back what was asked, with which token. Anything it was not told about
 * is a 404, as GitHub answers an unknown route.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export type Answer = { status?: number; body: unknown }
export type Routes = Record<string, Answer | undefined>
export type Asked = { method: string; path: string; query: string; authorization?: string; body?: unknown }

export type GitHubStandIn = {
  /** GITHUB_API_URL for the scripts. */
  url: string
  /** Answers by path (without the query); change it between requests. */
  routes: Routes
  asked: Asked[]
  close: () => Promise<void>
}

export async function startGitHub(routes: Routes = {}): Promise<GitHubStandIn> {
  const standIn = { routes, asked: [] as Asked[] }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1")
      const text = Buffer.concat(chunks).toString()
      standIn.asked.push({
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.search,
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      })
      const answer = standIn.routes[url.pathname]
      response.writeHead(answer?.status ?? (answer ? 200 : 404), { "Content-Type": "application/json" })
      response.end(JSON.stringify(answer ? answer.body : { message: "Not Found" }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
