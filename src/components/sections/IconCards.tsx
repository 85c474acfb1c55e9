import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { contentIcons } from "../icons/content-icons"
import { Icon } from "../icons/Icon"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"

export const iconCardsFragments = graphql`
  fragment IconCard on IconItem {
    icon
    title
    text
  }
  fragment FeatureCards on Features {
    heading
    intro
    items {
      ...IconCard
    }
  }
  fragment ValueCards on Values {
    heading
    items {
      ...IconCard
    }
  }
`

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
  /** The heading's id, which names the section. */
  id: string
  section: Queries.FeatureCardsFragment | Queries.ValueCardsFragment
}

/** Short blocks with a thin-line icon: the home page's selling points and the about page's values. */
export function IconCards({ id, section }: IconCardsProps) {
  const intro = "intro" in section ? section.intro : null
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} title={section.heading} intro={intro} align="center" />
      <Reveal as="ul" staggered css={grid(section.items.length)}>
        {/* The content check fixes how many cards there are; they never reorder, so their place is their key. */}
        {section.items.map((item, place) => {
          const glyph = contentIcons[item.icon]
          return (
            <RevealItem as="li" key={place} css={card}>
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
