import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { IconCards } from "../components/sections/IconCards"
import { PageIntro } from "../components/sections/PageIntro"
import { PhilosophyVision } from "../components/sections/PhilosophyVision"
import { Team } from "../components/sections/Team"
import { SalonSeo } from "../components/seo/SalonSeo"
import { ROUTES } from "../routes"

export default function AboutPage({ data: { aboutPage: page, allTeamMember } }: PageProps<Queries.AboutDataQuery>) {
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.lead} />
      <PhilosophyVision about={page} />
      <IconCards id="values" section={page.values} />
      <Team section={page.team} members={allTeamMember.nodes} />
      <ClosingCta cta={page.cta} />
    </Main>
  )
}

export const query = graphql`
  query AboutData {
    aboutPage {
      title
      description
      heading
      lead
      ...PhilosophyVision
      values {
        ...ValueCards
      }
      team {
        ...TeamSection
      }
      cta {
        ...ClosingCta
      }
    }
    allTeamMember(sort: { order: ASC }) {
      nodes {
        ...TeamMember
      }
    }
  }
`

export const Head: HeadFC<Queries.AboutDataQuery> = ({ data }) => <SalonSeo page={data.aboutPage} path={ROUTES.about} />
