import { graphql } from "gatsby"
import { theme } from "../../theme"
import { photoGrid } from "../../theme/photo-grid"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"
import { TeamMemberCard } from "../team/TeamMemberCard"

/** The portraits' renditions (the grid below decides which one a screen needs); the 4:5 crop is the card's frame. */
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
          formats: [AUTO, WEBP, AVIF]
          placeholder: BLURRED
        )
      }
    }
  }
`

// One column on phones, two from sm, three from lg.
const grid = photoGrid({ columns: { base: 1, sm: 2, lg: 3 }, gap: theme.space[5], rowGap: theme.space[7] })

type TeamProps = { section: Queries.TeamSectionFragment; members: readonly Queries.TeamMemberFragment[] }

/** The about page's team, in the order of content/team. */
export function Team({ section, members }: TeamProps) {
  return (
    <Section labelledBy="team" tone="sand">
      <SectionHeading id="team" title={section.heading} intro={section.intro} />
      <Reveal as="ul" staggered css={grid.css}>
        {/* Keyed by file name: two members may share a first name. */}
        {members.map(({ slug, photo, ...member }) => (
          <RevealItem as="li" key={slug}>
            <TeamMemberCard member={member} photo={photo?.childImageSharp?.gatsbyImageData} sizes={grid.sizes} />
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  )
}
