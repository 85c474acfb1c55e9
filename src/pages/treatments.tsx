import { graphql, type HeadFC, type PageProps } from "gatsby"
import { BookingLink } from "../components/BookingLink"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { CaptionedGallery } from "../components/sections/Gallery"
import { PageIntro } from "../components/sections/PageIntro"
import { offerCatalog } from "../components/seo/json-ld"
import { SalonSeo } from "../components/seo/SalonSeo"
import { anchorPath, TREATMENTS_PATH } from "../components/treatments/anchors"
import { CategoryAccordion } from "../components/treatments/CategoryAccordion"
import { useSiteUrl } from "../hooks/use-site-url"

type Data = Queries.TreatmentsDataQuery

export default function TreatmentsPage({ data: { treatmentsPage: page, allCategory }, location }: PageProps<Data>) {
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.intro}>
        <BookingLink size="lg" />
      </PageIntro>
      <CategoryAccordion label={page.heading} categories={allCategory.nodes} location={location} />
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
  return <SalonSeo page={page} path={TREATMENTS_PATH} catalog={catalog} />
}
