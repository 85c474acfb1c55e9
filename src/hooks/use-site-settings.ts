import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

export const siteSettingsHookFragment = graphql`
  fragment SiteSettingsHook on Query {
    siteSettings {
      name
      description
      bookingUrl
      instagramUrl
      facebookUrl
      copyrightYear
      nav {
        label
        path
      }
      labels {
        skipLink
        mainNav
        footerNav
        openMenu
        closeMenu
        book
        bookTreatment
        newTab
        instagram
        facebook
        closeNotification
        lightbox {
          open
          dialog
          close
          previous
          next
          position
        }
      }
      roles {
        founder
        wellnessSpecialist
      }
      footer {
        description
        quickLinksHeading
        contactHeading
        socialHeading
        rightsReserved
        printAddress
      }
      errorTitle
    }
  }
`

/** Site-wide texts and links from content/site.yaml. */
export function useSiteSettings(): Queries.SiteSettingsHookFragment["siteSettings"] & {} {
  const data = useSiteData()
  if (!data.siteSettings) throw new Error("content/site.yaml is missing")
  return data.siteSettings
}
