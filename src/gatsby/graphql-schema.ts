/**
 * The GraphQL types of the content, declared in full (@dontInfer): queries keep
 * working when a file or an optional field is missing, and a typo in YAML cannot
 * silently change the schema. The types are generated from the content model
 * (src/content/generated/type-defs.ts); the resolvers here compute what no YAML
 * file holds: a category's treatments in catalogue order (the order
 * loadContent gives them) and a team photo's external address. An entry's key
 * (slug) is set on its node at sourcing.
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import type { GatsbyNode } from "gatsby"
import { contentTypeDefs, treatmentsOf } from "../content"

const typeDefs = /* GraphQL */ `
  ${contentTypeDefs}

  "Gatsby infers site metadata; declared so siteUrl (gatsby-config.ts) is never null for SEO and robots.txt."
  type SiteSiteMetadata {
    siteUrl: String!
  }
`

type TreatmentSource = { category: string; order: number }
type Context = { nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<TreatmentSource> }> } }

export const resolvers = {
  Category: {
    treatments: {
      type: "[Treatment!]!",
      resolve: async (source: { slug: string }, _args: unknown, context: Context) =>
        treatmentsOf(source, (await context.nodeModel.findAll({ type: "Treatment" })).entries),
    },
  },
  TeamMember: {
    photoUrl: {
      type: "String",
      resolve: (source: { photo?: string }) => (source.photo?.startsWith("https://") ? source.photo : null),
    },
  },
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: add }) => {
  add(resolvers)
}
