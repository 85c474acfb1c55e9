import { graphql, useStaticQuery } from "gatsby"

/** Site-wide texts and links from content/site.yaml. */
export function useSiteSettings(): Queries.SiteSettingsHookQuery["siteSettings"] & {} {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
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
  `)
  if (!data.siteSettings) throw new Error("content/site.yaml is missing")
  return data.siteSettings
}
