/**
 * `npm run cms`: Decap's local backend (decap-server), with which the browser
 * editor at http://localhost:8000/admin/ (`npm run develop`) edits this
 * checkout without logging in. It has no login of its own and writes any file
 * it is asked to, so it listens on 127.0.0.1 only, whatever BIND_HOST the
 * environment or a .env file names: no other machine on the network reaches it.
 * PORT (default 8081, where Decap looks for it) and MODE=git pass through.
 *
 * In git mode (drafts as branches cms/…), decap-server lists a draft's files
 * with `git diff main cms/…`, which compares the two tips: a file published to
 * main after the draft began counts as the draft's own (as deleted), and once
 * two other drafts have been published an older draft no longer opens
 * ("API_ERROR: Unknown error"). GitHub compares a pull request with the point
 * it branched from (three dots, `main...cms/…`); so does this backend
 * (src/admin/decap/decap-server.ts). The browser tests' backend (__tests__/e2e/admin/
 * decap-server.ts) does the same, so what they prove is what `npm run cms` does.
 */
import { compareDecapServerDraftsWithTheirBase } from "../src/admin/decap/decap-server"

process.env.BIND_HOST = "127.0.0.1"
compareDecapServerDraftsWithTheirBase()
// The package starts its server when loaded and reads BIND_HOST then (dotenv never overrides a set
// variable); a static import would load it before the line above.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
require("decap-server")
