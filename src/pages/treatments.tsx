import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { BookingLink } from "../components/BookingLink"
import { Container } from "../components/primitives/Container"
import { Main } from "../components/primitives/Main"
import { Section } from "../components/primitives/Section"
import { SectionHeading } from "../components/primitives/SectionHeading"
import { ClosingCta } from "../components/sections/ClosingCta"
import { ImageGallery } from "../components/sections/ImageGallery"
import { PageIntro } from "../components/sections/PageIntro"
import { CategoryAccordion } from "../components/treatments/CategoryAccordion"
import { useSiteSettings } from "../hooks/use-site-settings"

export default function TreatmentsPage({ data }: PageProps<Queries.TreatmentsDataQuery>) {
  const { labels } = useSiteSettings()
  const page = data.treatmentsPage
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.intro}>
        <BookingLink size="lg">{labels.book}</BookingLink>
      </PageIntro>
      <section aria-label={page.heading} css={(t) => ({ paddingBlock: t.space[8] })}>
        <Container>
          <CategoryAccordion
            categories={data.allCategory.nodes}
            countForms={page.count}
            labels={page.labels}
            bookLabel={labels.bookTreatment}
          />
        </Container>
      </section>
      <Section labelledBy="gallery" tone="sand">
        <SectionHeading id="gallery" title={page.gallery.heading} intro={page.gallery.intro} />
        <ImageGallery
          items={page.gallery.images.map(({ image, alt, caption }) => ({
            image: getImage(image.childImageSharp),
            full: image.childImageSharp?.full,
            alt,
            caption,
          }))}
        />
      </Section>
      <ClosingCta id="closing" cta={page.cta} />
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
      count {
        one
        few
        many
      }
      labels {
        duration
        price
      }
      gallery {
        heading
        intro
        images {
          alt
          caption
          image {
            childImageSharp {
              gatsbyImageData(
                layout: FULL_WIDTH
                aspectRatio: 1.25
                breakpoints: [360, 480, 720, 960, 1200, 1440]
                sizes: "(min-width: 79em) 384px, (min-width: 48em) calc(33.33vw - 37px), calc(100vw - 48px)"
                formats: [AUTO, WEBP, AVIF]
                placeholder: BLURRED
              )
              ...LightboxImage
            }
          }
        }
      }
      cta {
        heading
        text
        button
      }
    }
    allCategory(sort: { order: ASC }) {
      nodes {
        slug
        name
        description
        treatments {
          slug
          name
          duration
          price
          description
          badge
        }
      }
    }
  }
`

export { TreatmentsHead as Head } from "../components/seo/page-heads"
