/**
 * @jest-environment node
 *
 * The top bar in the HTML the build writes: it claims no scroll position
 * before a script has read one, so the browser's own scroll timeline decides
 * its look until then (Header.tsx; the browser tests watch it scroll).
 */
import { renderToString } from "react-dom/server"
import { barScrollThreshold } from "../../src/theme/motion"
import { answerStaticQueries, inFrame } from "../support/render-page"

const serverHtml = () => {
  answerStaticQueries()
  return renderToString(inFrame(<main />, "/"))
}

it("leaves data-scrolled unset in the server's HTML", () => {
  const bar = /<header[^>]*>/.exec(serverHtml())
  expect(bar).not.toBeNull()
  expect(bar![0]).not.toContain("data-scrolled")
})

it("switches the look on the page's scroll timeline past the threshold, with keyframes in the global stylesheet", () => {
  const html = serverHtml()
  const barClass = /<header[^>]*class="([^" ]+)/.exec(html)![1]
  const tags = [...html.matchAll(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g)]
  // Emotion writes each class's rules in one tag: the bar's would come again with each of its classes.
  const barRules = tags
    .filter(([, names]) => names.split(" ").includes(barClass.replace(/^css-/, "")))
    .map(([, , rules]) => rules)
  const globalRules = tags.filter(([, names]) => names.startsWith("css-global")).map(([, , rules]) => rules)
  expect(barRules.join("")).toContain(
    `.${barClass}:not([data-scrolled]){-webkit-animation:top-bar-solid linear forwards;animation:top-bar-solid linear forwards;` +
      "-webkit-animation-timeline:scroll(root block);animation-timeline:scroll(root block);" +
      `-webkit-animation-range:${barScrollThreshold}px ${barScrollThreshold + 1}px;animation-range:${barScrollThreshold}px ${barScrollThreshold + 1}px;}`,
  )
  expect(barRules.join("")).not.toContain("@keyframes")
  expect(globalRules.join("")).toMatch(
    /@keyframes top-bar-solid\{to\{[^}]*backdrop-filter:blur\([^}]*box-shadow:[^}]*\}\}/,
  )
})
