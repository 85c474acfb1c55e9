import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { IconCards } from "../components/sections/IconCards"
import { PageIntro } from "../components/sections/PageIntro"
import { PhilosophyVision } from "../components/sections/PhilosophyVision"
import { Team } from "../components/sections/Team"
import { useSiteSettings } from "../hooks/use-site-settings"

export default function AboutPage({ data }: PageProps<Queries.AboutDataQuery>) {
  // One label per role: a role added to the content model without a label fails the type check here.
  const roles: Record<Queries.TeamRole, string> = useSiteSettings().roles
  const page = data.aboutPage
  if (!page) return null
  const members = data.allTeamMember.nodes.map((member) => ({
    slug: member.slug,
    name: member.name,
    role: roles[member.role],
    bio: member.bio,
    photoAlt: member.photoAlt,
    photo: getImage(member.photo?.childImageSharp ?? null),
    photoUrl: member.photoUrl,
  }))
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.lead} />
      <PhilosophyVision philosophy={page.philosophy} vision={page.vision} />
      <IconCards id="values" heading={page.values.heading} items={page.values.items} tone="paper" />
      <Team heading={page.team.heading} intro={page.team.intro} members={members} />
      <ClosingCta id="closing" cta={page.cta} />
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
      philosophy {
        heading
        text
      }
      vision {
        heading
        text
      }
      values {
        heading
        items {
          icon
          title
          text
        }
      }
      team {
        heading
        intro
      }
      cta {
        heading
        text
        button
      }
    }
    allTeamMember(sort: { order: ASC }) {
      nodes {
        slug
        name
        role
        bio
        photoAlt
        photoUrl
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
    }
  }
`

export { AboutHead as Head } from "../components/seo/page-heads"
