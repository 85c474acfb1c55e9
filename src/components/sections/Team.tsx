import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"
import { TeamMemberCard } from "./TeamMemberCard"

/**
 * The portraits' renditions follow the grid below inside the Container: one
 * column on phones, two from 480 px, three from 1024 px, 24 px apart; the 4:5
 * crop is the card's frame.
 */
export const teamFragments = graphql`
  fragment TeamSection on TeamSection {
    heading
    intro
  }
  fragment TeamMember on TeamMember {
    slug
    ...TeamMemberCard
    photo {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 0.8
          breakpoints: [320, 480, 640, 800, 960]
          sizes: "(min-width: 79em) 384px, (min-width: 64em) calc(33.33vw - 37px), (min-width: 48em) calc(50vw - 44px), (min-width: 30em) calc(50vw - 36px), calc(100vw - 48px)"
          formats: [AUTO, WEBP, AVIF]
          placeholder: BLURRED
        )
      }
    }
  }
`

const grid = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]} ${t.space[5]};
  list-style: none;
  ${t.mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${t.mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

type TeamProps = { section: Queries.TeamSectionFragment; members: readonly Queries.TeamMemberFragment[] }

/** The about page's team, in the order of content/team. */
export function Team({ section, members }: TeamProps) {
  return (
    <Section labelledBy="team" tone="sand">
      <SectionHeading id="team" title={section.heading} intro={section.intro} />
      <Reveal as="ul" staggered css={grid}>
        {/* Keyed by file name: two members may share a first name. */}
        {members.map(({ slug, photo, ...member }) => (
          <RevealItem as="li" key={slug}>
            <TeamMemberCard member={member} photo={photo?.childImageSharp?.gatsbyImageData} />
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  )
}
