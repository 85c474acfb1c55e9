import type { OfferCatalog } from "schema-dts"
import { Seo, type SeoProps } from "./Seo"
import { useSalonJsonLd } from "./use-salon-json-ld"

type SalonSeoProps = Pick<SeoProps, "path"> & {
  /** The page's title and description from its YAML file. */
  page: Pick<SeoProps, "title" | "description"> | null
  /** The treatments as offers, on /treatments/. */
  catalog?: OfferCatalog | null
}

/**
 * The head of a public route (each page's `Head`): its title and description,
 * and the salon's structured data.
 * https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/
 */
export function SalonSeo({ page, path, catalog }: SalonSeoProps) {
  const salon = useSalonJsonLd(catalog ?? undefined)
  if (!page) return null
  return <Seo title={page.title} description={page.description} path={path} structuredData={salon} />
}
