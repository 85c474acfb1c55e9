import { css, type Theme } from "@emotion/react"
import { contentIcons } from "../icons/content-icons"
import { Icon } from "../icons/Icon"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"

export type IconItem = { readonly icon: string; readonly title: string; readonly text: string }

// Three cards sit in one row from tablets up; four make two rows of two, then one row on wide screens.
const grid = (count: number) => (t: Theme) => css`
  display: grid;
  gap: ${t.space[5]};
  list-style: none;
  ${t.mq.md} {
    grid-template-columns: repeat(${count % 2 === 0 ? 2 : count}, 1fr);
  }
  ${t.mq.xl} {
    grid-template-columns: repeat(${count}, 1fr);
  }
`
const card = (t: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${t.space[3]};
  padding: ${t.space[6]} ${t.space[5]};
  border-radius: ${t.radii.lg};
  background: ${t.colors.surface};
  box-shadow: ${t.shadows.card};
  h3 {
    font-size: ${t.fontSizes.h3};
    font-weight: ${t.fontWeights.medium};
  }
  p {
    color: ${t.colors.textMuted};
  }
`
const iconWrap = (t: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: ${t.sizes.iconBadge};
  height: ${t.sizes.iconBadge};
  margin-bottom: ${t.space[2]};
  border-radius: ${t.radii.pill};
  background: ${t.colors.accentSoft};
  color: ${t.colors.accent};
`

type IconCardsProps = {
  id: string
  heading: string
  intro?: string | null
  items: readonly IconItem[]
  tone?: "paper" | "sand"
}

/** Short blocks with a thin-line icon: the home page's selling points and the about page's values. */
export function IconCards({ id, heading, intro, items, tone = "paper" }: IconCardsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} title={heading} intro={intro} align="center" />
      <Reveal as="ul" staggered css={grid(items.length)}>
        {items.map((item) => {
          const glyph = contentIcons[item.icon]
          return (
            <RevealItem as="li" key={item.title} css={card}>
              <span css={iconWrap}>{glyph && <Icon glyph={glyph} size="xxl" />}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </RevealItem>
          )
        })}
      </Reveal>
    </Section>
  )
}
