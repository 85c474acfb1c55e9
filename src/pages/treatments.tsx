import { graphql, type PageProps } from "gatsby"
import { formatDuration, formatPrice } from "../utils/format"

export default function TreatmentsPage({ data }: PageProps<Queries.TreatmentsDataQuery>) {
  const page = data.treatmentsPage
  if (!page) return null
  return (
    <main>
      <h1>{page.heading}</h1>
      <p>{page.intro}</p>
      {data.allCategory.nodes.map((category) => (
        <section key={category.slug} id={category.slug}>
          <h2>{category.name}</h2>
          <p>{category.description}</p>
          <ul>
            {category.treatments.map((treatment) => (
              <li key={treatment.name} data-treatment>
                <h3>{treatment.name}</h3>
                <p>{formatDuration(treatment.duration)}</p>
                <p>{formatPrice(treatment.price)}</p>
                {treatment.description && <p>{treatment.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}

export const query = graphql`
  query TreatmentsData {
    treatmentsPage {
      title
      description
      heading
      intro
    }
    allCategory(sort: { order: ASC }) {
      nodes {
        slug
        name
        description
        treatments {
          name
          duration
          price
          description
          badge
        }
      }
    }
  }
`
