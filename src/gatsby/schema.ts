/**
 * The GraphQL types of the content, declared in full (@dontInfer): queries keep
 * working when a file or an optional field is missing, and a typo in YAML cannot
 * silently change the schema. The types are generated from the content model
 * (src/content/generated/type-defs.ts); the resolvers here compute what no YAML
 * file holds: each entry's key from its file name, a category's treatments,
 * and a team photo's external address.
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "../content"

export const typeDefs = /* GraphQL */ `
  ${contentTypeDefs}

  "Gatsby infers site metadata; declared so siteUrl (gatsby-config.ts) is never null for SEO and robots.txt."
  type SiteSiteMetadata {
    siteUrl: String!
  }
`

type EntryNode = { parent: string }
type TreatmentSource = EntryNode & { category: string; order: number }
type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<TreatmentSource> }>
  getNodeById: (args: { id: string; type?: string }) => { name: string } | null
}
type Context = { nodeModel: NodeModel }

/** An entry's file name: each content node is a child of its file's File node (source-content.ts). */
const fileName = (source: EntryNode, context: Context) =>
  context.nodeModel.getNodeById({ id: source.parent, type: "File" })?.name

const fileSlug = {
  type: "String!",
  resolve: (source: EntryNode, _args: unknown, context: Context) => fileName(source, context),
}

export const resolvers = {
  Category: {
    slug: fileSlug,
    treatments: {
      type: "[Treatment!]!",
      resolve: async (source: EntryNode, _args: unknown, context: Context) => {
        const slug = fileName(source, context)
        const { entries } = await context.nodeModel.findAll({ type: "Treatment" })
        return [...entries].filter((t) => t.category === slug).sort((a, b) => a.order - b.order)
      },
    },
  },
  Treatment: { slug: fileSlug },
  TeamMember: {
    slug: fileSlug,
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
