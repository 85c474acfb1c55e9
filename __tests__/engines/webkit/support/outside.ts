/**
 * Where WebKit sends every request for another host: a proxy on this machine that answers none and writes down
 * what was asked for, so nothing leaves the machine and a test can say what tried to. MiniBrowser's own --proxy
 * and --ignore-host (its network session's proxy settings), not WebDriver's `proxy` capability: with that one, one
 * new session in fifteen or so never started here (WebKitGTK 2.50: "Attempted to create a NetworkLoad with a
 * session that does not exist"). The site's one request to another host is /contact/'s map, which no test here
 * visits.
 */
import net from "node:net"

export type Outside = {
  /** MiniBrowser's arguments that send every host but this machine's here. */
  browserArgs: string[]
  /** What was asked for, in order: an http address, or https://host:port/ for a tunnel (CONNECT). */
  requests: string[]
  close: () => Promise<void>
}

export async function listenOutside(): Promise<Outside> {
  const requests: string[] = []
  const server = net.createServer((socket) => {
    socket.on("error", () => undefined)
    socket.once("data", (first) => {
      const [method, target] = first.toString("latin1").split(/\s+/, 2)
      requests.push(method === "CONNECT" ? `https://${target}/` : (target ?? "(an unreadable request)"))
      socket.end("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    browserArgs: [
      `--proxy=http://127.0.0.1:${port}`,
      ...["127.0.0.1", "localhost", "::1"].map((host) => `--ignore-host=${host}`),
    ],
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
