/**
 * @jest-environment node
 *
 * What the build writes into the HTML for reveal blocks and a page's opening:
 * visible content.
 */
import { renderToString } from "react-dom/server"
import { Entrance, EntrancePart } from "../../src/components/motion/Entrance"
import { Reveal, RevealItem } from "../../src/components/motion/Reveal"
import { revealRise } from "../../src/theme/motion"

it("leaves reveal blocks visible in the static HTML, so they read without JavaScript", () => {
  const html = renderToString(
    <>
      <Reveal>
        <p>Klidný blok</p>
      </Reveal>
      <Reveal staggered as="ul">
        <RevealItem as="li">První</RevealItem>
        <RevealItem as="li">Druhá</RevealItem>
      </Reveal>
    </>,
  )
  expect(html.match(/data-reveal=""/g)).toHaveLength(4)
  expect(html).toContain("Klidný blok")
  expect(html).not.toMatch(/opacity:\s*0/)
})

it("writes the parts of a page's opening a little below their place, fully opaque", () => {
  const html = renderToString(
    <Entrance>
      <EntrancePart as="h1">Head Spa</EntrancePart>
      <EntrancePart as="p">Klid pro vlasy i mysl</EntrancePart>
    </Entrance>,
  )
  expect(html.match(new RegExp(`style="transform:translateY\\(${revealRise}px\\)"`, "g"))).toHaveLength(2)
  expect(html.match(/data-reveal=""/g)).toHaveLength(2)
  expect(html).not.toMatch(/opacity/)
})
