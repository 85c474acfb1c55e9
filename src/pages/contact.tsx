import { css, type Theme } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { BookingLink } from "../components/BookingLink"
import { Reveal } from "../components/motion/Reveal"
import { Main } from "../components/primitives/Main"
import { Section } from "../components/primitives/Section"
import { ClosingCta } from "../components/sections/ClosingCta"
import { ContactDetails } from "../components/sections/ContactDetails"
import { MapEmbed } from "../components/sections/MapEmbed"
import { PageIntro } from "../components/sections/PageIntro"
import { useSiteSettings } from "../hooks/use-site-settings"

const layout = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]};
  ${t.mq.lg} {
    grid-template-columns: 1fr 1.3fr;
    align-items: start;
  }
`
const mapHeading = (t: Theme) => css`
  font-size: ${t.fontSizes.h3};
  font-weight: ${t.fontWeights.medium};
  margin-bottom: ${t.space[4]};
`
const bookRow = (t: Theme) => css`
  margin-top: ${t.space[5]};
`

export default function ContactPage({ data }: PageProps<Queries.ContactDataQuery>) {
  const { labels } = useSiteSettings()
  const page = data.contactPage
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.intro} />
      <Section labelledBy="map-heading">
        <div css={layout}>
          <div>
            <ContactDetails texts={page} />
            <div css={bookRow}>
              <BookingLink size="lg">{labels.book}</BookingLink>
            </div>
          </div>
          <Reveal delay={0.15}>
            <h2 id="map-heading" css={mapHeading}>
              {page.mapHeading}
            </h2>
            <MapEmbed />
          </Reveal>
        </div>
      </Section>
      <ClosingCta id="closing" cta={page.cta} />
    </Main>
  )
}

export const query = graphql`
  query ContactData {
    contactPage {
      title
      description
      heading
      intro
      labels {
        address
        phone
        hours
      }
      copy {
        address
        phone
        addressDone
        phoneDone
        failed
      }
      mapHeading
      cta {
        heading
        text
        button
      }
    }
  }
`

export { ContactHead as Head } from "../components/seo/page-heads"
