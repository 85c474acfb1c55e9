/**
 * @jest-environment node
 *
 * What the build writes into the HTML for a reveal block: visible content.
 */
import { renderToString } from "react-dom/server"
import { MotionProvider } from "../../src/components/motion/MotionProvider"
import { Reveal, RevealItem } from "../../src/components/motion/Reveal"

it("leaves reveal blocks visible in the static HTML, so they read without JavaScript", () => {
  const html = renderToString(
    <MotionProvider>
      <Reveal>
        <p>Klidný blok</p>
      </Reveal>
      <Reveal staggered as="ul">
        <RevealItem as="li">První</RevealItem>
        <RevealItem as="li">Druhá</RevealItem>
      </Reveal>
    </MotionProvider>,
  )
  expect(html.match(/data-reveal=""/g)).toHaveLength(4)
  expect(html).toContain("Klidný blok")
  expect(html).not.toMatch(/opacity:\s*0/)
})
