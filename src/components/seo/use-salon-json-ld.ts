import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import type { DaySpa, OfferCatalog, WithContext } from "schema-dts"
import { useContact } from "../../hooks/use-contact"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { useSiteUrl } from "../../hooks/use-site-url"
import { salonJsonLd } from "./json-ld"
import { useShareImage } from "./use-share-image"

export const treatmentPricesHookFragment = graphql`
  fragment TreatmentPricesHook on Query {
    allTreatment {
      nodes {
        price
      }
    }
  }
`

/** The salon's structured data from site.yaml, contact.yaml and every treatment's price. */
export function useSalonJsonLd(catalog?: OfferCatalog): WithContext<DaySpa> {
  const site = useSiteSettings()
  const contact = useContact()
  const siteUrl = useSiteUrl()
  const image = useShareImage()
  const { allTreatment } = useSiteData()
  return salonJsonLd(
    {
      name: site.name,
      description: site.description,
      siteUrl,
      imageUrl: image.url,
      street: contact.street,
      postcode: contact.postcode,
      city: contact.city,
      phone: contact.phone,
      openingHours: contact.openingHours,
      bookingUrl: site.bookingUrl,
      sameAs: [site.instagramUrl, site.facebookUrl],
      prices: allTreatment.nodes.map((node) => node.price),
    },
    catalog,
  )
}
