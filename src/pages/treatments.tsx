import { graphql, type HeadFC, type PageProps } from "gatsby"
import { BookingLink } from "../components/BookingLink"
import { HydrateWhenIdle } from "../components/primitives/HydrateWhenIdle"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { CaptionedGallery } from "../components/sections/CaptionedGallery"
import { PageIntro } from "../components/sections/PageIntro"
import { offerCatalog } from "../components/seo/json-ld"
import { SalonSeo } from "../components/seo/SalonSeo"
import { anchorPath } from "../components/treatments/anchors"
import { CategoryAccordion } from "../components/treatments/CategoryAccordion"
import { useSiteUrl } from "../hooks/use-site-url"
import { ROUTES } from "../routes"

type Data = Queries.TreatmentsDataQuery

export default function TreatmentsPage({ data: { treatmentsPage: page, allCategory }, location }: PageProps<Data>) {
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.intro}>
        <BookingLink size="lg" />
      </PageIntro>
      {/* Every treatment card: hydrated in slices after the page's opening (a click on a header hydrates it at once). */}
      <HydrateWhenIdle>
        <CategoryAccordion label={page.heading} categories={allCategory.nodes} location={location} />
      </HydrateWhenIdle>
      <CaptionedGallery gallery={page.gallery} />
      <ClosingCta cta={page.cta} />
    </Main>
  )
}

export const query = graphql`
  query TreatmentsData {
    treatmentsPage {
      title
      description
      heading
      intro
      gallery {
        ...CaptionedGallery
      }
      cta {
        ...ClosingCta
      }
    }
    allCategory(sort: { order: ASC }) {
      nodes {
        ...CategoryCard
        ...OfferCatalogCategory
      }
    }
  }
`

export const Head: HeadFC<Data> = ({ data: { treatmentsPage: page, allCategory } }) => {
  const siteUrl = useSiteUrl()
  const catalog = page && offerCatalog(page.heading, allCategory.nodes, (slug) => `${siteUrl}${anchorPath(slug)}`)
  return <SalonSeo page={page} path={ROUTES.treatments} catalog={catalog} />
}
