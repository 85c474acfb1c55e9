import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Main } from "../components/primitives/Main"
import { ClosingCta } from "../components/sections/ClosingCta"
import { Hero } from "../components/sections/Hero"
import { IconCards } from "../components/sections/IconCards"
import { PhotoGallery } from "../components/sections/PhotoGallery"
import { SalonSeo } from "../components/seo/SalonSeo"
import { ROUTES } from "../routes"

export default function IndexPage({ data: { homePage: page } }: PageProps<Queries.HomeDataQuery>) {
  if (!page) return null
  return (
    <Main>
      <Hero hero={page.hero} />
      <IconCards id="features" section={page.features} />
      <PhotoGallery gallery={page.gallery} />
      <ClosingCta cta={page.cta} />
    </Main>
  )
}

export const query = graphql`
  query HomeData {
    homePage {
      title
      description
      hero {
        ...HeroSection
      }
      features {
        ...FeatureCards
      }
      gallery {
        ...PhotoGallery
      }
      cta {
        ...ClosingCta
      }
    }
  }
`

export const Head: HeadFC<Queries.HomeDataQuery> = ({ data }) => <SalonSeo page={data.homePage} path={ROUTES.home} />
