/**
 * @jest-environment node
 *
 * The top bar in the HTML the build writes: it claims no scroll position
 * before a script has read one, so the browser's own scroll timeline decides
 * its look until then (Header.tsx; the browser tests watch it scroll).
 */
import { renderToString } from "react-dom/server"
import { answerStaticQueries, inFrame } from "../support/render-page"

it("leaves data-scrolled unset in the server's HTML", () => {
  answerStaticQueries()
  const bar = /<header[^>]*>/.exec(renderToString(inFrame(<main />, "/")))
  expect(bar).not.toBeNull()
  expect(bar![0]).not.toContain("data-scrolled")
})
