import { graphql, useStaticQuery } from "gatsby"

/** Address, phone and opening hours from content/contact.yaml. */
export function useContact(): Queries.ContactHookQuery["contact"] & {} {
  const data = useStaticQuery<Queries.ContactHookQuery>(graphql`
    query ContactHook {
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
  `)
  if (!data.contact) throw new Error("content/contact.yaml is missing")
  return data.contact
}
