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
 * (compareDraftsWithTheirBase). The browser tests run their backend through
 * this file, so what they prove is what `npm run cms` does.
 */
import { createRequire } from "node:module"
import { compareDraftsWithTheirBase } from "./local-editor/draft-diffs"

process.env.BIND_HOST = "127.0.0.1"
// decap-server's own simple-git, the module it will load (a CommonJS module is loaded once per path).
const fromDecapServer = createRequire(require.resolve("decap-server"))
compareDraftsWithTheirBase(fromDecapServer("simple-git"))
// The package starts its server when loaded and reads BIND_HOST then (dotenv never overrides a set
// variable); a static import would load it before the line above.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
require("decap-server")
