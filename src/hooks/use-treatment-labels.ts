import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"

export const treatmentLabelsHookFragment = graphql`
  fragment TreatmentLabelsHook on Query {
    treatmentsPage {
      count {
        one
        few
        many
      }
      labels {
        duration
        price
      }
      share {
        copy
        share
        copied
        failed
      }
    }
  }
`

/**
 * The words around every treatment on /treatments/ (content/pages/treatments.yaml):
 * the plural forms of a category's count, the names of a card's duration and
 * price, and what its link button says. The same for every card, so cards read
 * them here rather than through props.
 */
export function useTreatmentLabels(): Queries.TreatmentLabelsHookFragment["treatmentsPage"] & {} {
  const data = useSiteData()
  if (!data.treatmentsPage) throw new Error("content/pages/treatments.yaml is missing")
  return data.treatmentsPage
}
