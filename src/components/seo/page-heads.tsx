/**
 * The Head export of each page: title and description from the page's YAML
 * (through its page query), the salon's structured data on the public routes,
 * and the treatment catalogue on /treatments/.
 * https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/
 */
import type { HeadFC } from "gatsby"
import type { OfferCatalog } from "schema-dts"
import { offerCatalog } from "./json-ld"
import { Seo } from "./Seo"
import { useSalonJsonLd } from "./use-salon-json-ld"

type PageMeta = { readonly title: string; readonly description: string } | null

type SalonPageSeoProps = { page: PageMeta; path: string; catalog?: OfferCatalog }

function SalonPageSeo({ page, path, catalog }: SalonPageSeoProps) {
  const salon = useSalonJsonLd(catalog)
  if (!page) return null
  return <Seo title={page.title} description={page.description} path={path} structuredData={salon} />
}

export const HomeHead: HeadFC<Queries.HomeDataQuery> = ({ data }) => <SalonPageSeo page={data.homePage} path="/" />

export const AboutHead: HeadFC<Queries.AboutDataQuery> = ({ data }) => (
  <SalonPageSeo page={data.aboutPage} path="/about/" />
)

export const TreatmentsHead: HeadFC<Queries.TreatmentsDataQuery> = ({ data }) => {
  const page = data.treatmentsPage
  const catalog = page ? offerCatalog(page.heading, data.allCategory.nodes) : undefined
  return <SalonPageSeo page={page} path="/treatments/" catalog={catalog} />
}

export const ContactHead: HeadFC<Queries.ContactDataQuery> = ({ data }) => (
  <SalonPageSeo page={data.contactPage} path="/contact/" />
)

/** A 404 answers at any missing address, so it gets no canonical address and stays out of the index. */
export const NotFoundHead: HeadFC<Queries.NotFoundDataQuery> = ({ data: { notFoundPage: page } }) => (
  <>{page && <Seo title={page.title} description={page.description} noindex />}</>
)
