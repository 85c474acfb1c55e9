/**
 * `npm run cms`: Decap's local backend (decap-server), with which the browser
 * editor at http://localhost:8000/admin/ (`npm run develop`) edits this
 * checkout without logging in. It has no login of its own and writes any file
 * it is asked to, so it listens on 127.0.0.1 only, whatever BIND_HOST the
 * environment or a .env file names: no other machine on the network reaches it.
 * PORT (default 8081, where Decap looks for it) and MODE=git pass through.
 */
process.env.BIND_HOST = "127.0.0.1"
// The package starts its server when loaded and reads BIND_HOST then (dotenv never overrides a set
// variable); a static import would load it before the line above.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
require("decap-server")
