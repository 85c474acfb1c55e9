import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../theme"
import { Icon } from "../icons/Icon"
import type { IconName } from "../icons/icon-set"
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
const grid = (count: number) => css`
  display: grid;
  gap: ${theme.space[5]};
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(${count % 2 === 0 ? 2 : count}, 1fr);
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(${count}, 1fr);
  }
`
const card = css`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]} ${theme.space[5]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  h3 {
    font-size: ${theme.fontSizes.h3};
    font-weight: ${theme.fontWeights.medium};
  }
  p {
    color: ${theme.colors.textMuted};
  }
`
const iconWrap = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.iconBadge};
  height: ${theme.sizes.iconBadge};
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accent};
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
        {section.items.map((item, place) => (
          <RevealItem as="li" key={place} css={card}>
            <span css={iconWrap}>
              {/* The content check takes only names the site draws (a unit test ties its options to icon-set.ts). */}
              <Icon name={item.icon as IconName} size="xxl" />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  )
}
