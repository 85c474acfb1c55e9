import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

export const contactHookFragment = graphql`
  fragment ContactHook on Query {
    contact {
      street
      postcode
      city
      phone
      openingHours
      map {
        title
        query
        zoom
      }
    }
  }
`

/** Address, phone and opening hours from content/contact.yaml. */
export function useContact(): Queries.ContactHookFragment["contact"] & {} {
  const data = useSiteData()
  if (!data.contact) throw new Error("content/contact.yaml is missing")
  return data.contact
}
