import { css, type Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { delays } from "../../theme/motion"
import { hiddenInPrint } from "../../theme/print"
import { BookingLink } from "../BookingLink"
import { Reveal } from "../motion/Reveal"
import { Section } from "../primitives/Section"
import { ContactDetails } from "./ContactDetails"
import { MapEmbed } from "./MapEmbed"

export const contactSectionFragment = graphql`
  fragment ContactSection on ContactPage {
    mapHeading
    ...ContactDetails
  }
`

const layout = (t: Theme) => css`
  display: grid;
  gap: ${t.space[7]};
  ${t.mq.lg} {
    grid-template-columns: 1fr 1.3fr;
    align-items: start;
  }
`
const mapTitle = (t: Theme) => css`
  font-size: ${t.fontSizes.h3};
  font-weight: ${t.fontWeights.medium};
  margin-bottom: ${t.space[4]};
`
const bookRow = (t: Theme) => css`
  margin-top: ${t.space[5]};
`

/** The contact page's body: address, phone and hours with a booking button, and the map beside them on wide screens. */
export function ContactSection({ page }: { page: Queries.ContactSectionFragment }) {
  return (
    <Section labelledBy="map-heading">
      <div css={layout}>
        <div>
          <ContactDetails texts={page} />
          <div css={bookRow}>
            <BookingLink size="lg" />
          </div>
        </div>
        {/* A live map has nothing to show on paper; the address above says where. */}
        <Reveal delay={delays.beside} css={hiddenInPrint}>
          <h2 id="map-heading" css={mapTitle}>
            {page.mapHeading}
          </h2>
          <MapEmbed />
        </Reveal>
      </div>
    </Section>
  )
}
