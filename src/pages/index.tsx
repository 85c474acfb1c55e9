import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { ClosingCta } from "../components/sections/ClosingCta"
import { Hero } from "../components/sections/Hero"
import { IconCards } from "../components/sections/IconCards"
import { ImageGallery } from "../components/sections/ImageGallery"
import { Section } from "../components/primitives/Section"
import { SectionHeading } from "../components/primitives/SectionHeading"
import { Main } from "../components/primitives/Main"
import { useSiteSettings } from "../hooks/use-site-settings"

export default function IndexPage({ data }: PageProps<Queries.HomeDataQuery>) {
  const { labels } = useSiteSettings()
  const page = data.homePage
  if (!page) return null
  const { hero, features, gallery, cta } = page
  return (
    <Main>
      <Hero
        title={hero.title}
        tagline={hero.tagline}
        bookLabel={labels.book}
        image={getImage(hero.image.childImageSharp)}
        portraitImage={hero.image.childImageSharp?.portrait}
        imageAlt={hero.imageAlt}
      />
      <IconCards id="features" heading={features.heading} intro={features.intro} items={features.items} />
      <Section labelledBy="gallery" tone="sand">
        <SectionHeading id="gallery" title={gallery.heading} intro={gallery.intro} />
        <ImageGallery
          items={gallery.images.map(({ image, alt }) => ({
            image: getImage(image.childImageSharp),
            full: image.childImageSharp?.full,
            alt,
          }))}
        />
      </Section>
      <ClosingCta id="closing" cta={cta} />
    </Main>
  )
}

export const query = graphql`
  query HomeData {
    homePage {
      title
      description
      hero {
        title
        tagline
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [960, 1280, 1600, 1920, 2400]
              sizes: "(max-aspect-ratio: 69/125) 55vh, 100vw"
              formats: [AUTO, WEBP, AVIF]
              placeholder: DOMINANT_COLOR
              quality: 50
              avifOptions: { quality: 40 }
            )
            portrait: gatsbyImageData(
              layout: FULL_WIDTH
              aspectRatio: 0.6
              breakpoints: [480, 640, 750, 960]
              sizes: "(max-aspect-ratio: 69/125) 55vh, 100vw"
              formats: [AUTO, WEBP, AVIF]
              placeholder: DOMINANT_COLOR
              quality: 50
              avifOptions: { quality: 40 }
            )
          }
        }
      }
      features {
        heading
        intro
        items {
          icon
          title
          text
        }
      }
      gallery {
        heading
        intro
        images {
          alt
          image {
            childImageSharp {
              gatsbyImageData(
                layout: FULL_WIDTH
                aspectRatio: 1.5
                breakpoints: [240, 320, 480, 640, 800]
                sizes: "(min-width: 79em) 392px, (min-width: 48em) calc(33.33vw - 29px), calc(50vw - 30px)"
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
  }
`

export { HomeHead as Head } from "../components/seo/page-heads"
