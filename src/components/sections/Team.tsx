import { css, type Theme } from "@emotion/react"
import { Reveal, RevealItem } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { SectionHeading } from "../primitives/SectionHeading"
import { type TeamMemberCardProps, TeamMemberCard } from "./TeamMemberCard"

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

// Keyed by file name: two members may share a first name.
type TeamProps = { heading: string; intro: string; members: readonly (TeamMemberCardProps & { slug: string })[] }

export function Team({ heading, intro, members }: TeamProps) {
  return (
    <Section labelledBy="team" tone="sand">
      <SectionHeading id="team" title={heading} intro={intro} />
      <Reveal as="ul" staggered css={grid}>
        {members.map((member) => (
          <RevealItem as="li" key={member.slug}>
            <TeamMemberCard {...member} />
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  )
}
