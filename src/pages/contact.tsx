import { graphql, type PageProps } from "gatsby"
import { useContact } from "../hooks/use-contact"
import { telHref } from "../utils/format"

export default function ContactPage({ data }: PageProps<Queries.ContactDataQuery>) {
  const page = data.contactPage
  const contact = useContact()
  if (!page) return null
  return (
    <main>
      <h1>{page.heading}</h1>
      <p>{page.intro}</p>
      <h2>{page.labels.address}</h2>
      <address>
        {contact.street}, {contact.postcode} {contact.city}
      </address>
      <h2>{page.labels.phone}</h2>
      <a href={telHref(contact.phone)}>{contact.phone}</a>
      <h2>{page.labels.hours}</h2>
      <p>{contact.openingHours}</p>
    </main>
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
    }
  }
`
