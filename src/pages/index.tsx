import { graphql, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

export default function IndexPage({ data }: PageProps<Queries.HomeDataQuery>) {
  const page = data.homePage
  if (!page) return null
  const heroImage = getImage(page.hero.image.childImageSharp)
  return (
    <main>
      <h1>{page.hero.title}</h1>
      <p>{page.hero.tagline}</p>
      {heroImage && <GatsbyImage image={heroImage} alt={page.hero.imageAlt} loading="eager" />}
      <h2>{page.features.heading}</h2>
      {page.features.items.map((item) => (
        <section key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </section>
      ))}
      <h2>{page.gallery.heading}</h2>
      {page.gallery.images.map(({ image, alt }) => {
        const img = getImage(image.childImageSharp)
        return img ? <GatsbyImage key={alt} image={img} alt={alt} /> : null
      })}
      <h2>{page.cta.heading}</h2>
      <p>{page.cta.text}</p>
    </main>
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
            gatsbyImageData(width: 1600, formats: [AUTO, WEBP, AVIF])
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
              gatsbyImageData(width: 800, formats: [AUTO, WEBP, AVIF])
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
