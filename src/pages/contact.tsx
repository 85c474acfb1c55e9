import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { ContactSection } from "../components/sections/ContactSection"
import { PageIntro } from "../components/sections/PageIntro"
import { SalonSeo } from "../components/seo/SalonSeo"
import { ROUTES } from "../routes"

export default function ContactPage({ data: { contactPage: page } }: PageProps<Queries.ContactDataQuery>) {
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.intro} />
      <ContactSection page={page} />
      <ClosingCta cta={page.cta} />
    </Main>
  )
}

export const query = graphql`
  query ContactData {
    contactPage {
      title
      description
      heading
      intro
      ...ContactSection
      cta {
        ...ClosingCta
      }
    }
  }
`

export const Head: HeadFC<Queries.ContactDataQuery> = ({ data }) => (
  <SalonSeo page={data.contactPage} path={ROUTES.contact} />
)
