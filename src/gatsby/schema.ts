/**
 * The GraphQL types of the content, declared in full (@dontInfer): queries keep
 * working when a file or an optional field is missing, and a typo in YAML cannot
 * silently change the schema. Field rules live in content/schemas.ts.
 */
import type { GatsbyNode } from "gatsby"

export const typeDefs = /* GraphQL */ `
  type SiteSettings implements Node @dontInfer {
    name: String!
    description: String!
    "The picture shown when a page is shared; 1200 × 630 px."
    shareImage: File! @fileByRelativePath
    shareImageAlt: String!
    bookingUrl: String!
    instagramUrl: String!
    facebookUrl: String!
    copyrightYear: Int!
    nav: [NavItem!]!
    labels: SiteLabels!
    roles: RoleLabels!
    footer: FooterTexts!
    errorTitle: String!
  }
  type NavItem {
    label: String!
    path: String!
  }
  type SiteLabels {
    skipLink: String!
    mainNav: String!
    footerNav: String!
    openMenu: String!
    closeMenu: String!
    book: String!
    bookTreatment: String!
    newTab: String!
    instagram: String!
    facebook: String!
    closeNotification: String!
    lightbox: LightboxLabels!
  }
  type LightboxLabels {
    open: String!
    dialog: String!
    close: String!
    previous: String!
    next: String!
    "Position of the photo shown, with {current} and {total} as placeholders."
    position: String!
  }
  type RoleLabels {
    founder: String!
    wellnessSpecialist: String!
  }
  type FooterTexts {
    description: String!
    quickLinksHeading: String!
    contactHeading: String!
    socialHeading: String!
    rightsReserved: String!
  }

  type Contact implements Node @dontInfer {
    street: String!
    postcode: String!
    city: String!
    phone: String!
    openingHours: String!
    map: MapSettings!
  }
  type MapSettings {
    title: String!
    query: String!
    zoom: Int!
  }

  type CallToAction {
    heading: String!
    text: String!
    button: String!
  }
  type TitledText {
    heading: String!
    text: String!
  }
  type IconItem {
    icon: String!
    title: String!
    text: String!
  }
  type GalleryImage {
    image: File! @fileByRelativePath
    alt: String!
    caption: String
  }

  type HomePage implements Node @dontInfer {
    title: String!
    description: String!
    hero: Hero!
    features: Features!
    gallery: Gallery!
    cta: CallToAction!
  }
  type Hero {
    title: String!
    tagline: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type Features {
    heading: String!
    intro: String!
    items: [IconItem!]!
  }
  type Gallery {
    heading: String!
    intro: String!
    images: [GalleryImage!]!
  }

  type AboutPage implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    philosophy: TitledText!
    vision: TitledText!
    values: Values!
    team: TeamSection!
    cta: CallToAction!
  }
  type Values {
    heading: String!
    items: [IconItem!]!
  }
  type TeamSection {
    heading: String!
    intro: String!
  }

  type TreatmentsPage implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    count: PluralForms!
    labels: TreatmentLabels!
    gallery: Gallery!
    cta: CallToAction!
  }
  type PluralForms {
    one: String!
    few: String!
    many: String!
  }
  type TreatmentLabels {
    duration: String!
    price: String!
  }

  type ContactPage implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    labels: ContactLabels!
    copy: CopyTexts!
    mapHeading: String!
    cta: CallToAction!
  }
  type ContactLabels {
    address: String!
    phone: String!
    hours: String!
  }
  type CopyTexts {
    address: String!
    phone: String!
    addressDone: String!
    phoneDone: String!
    failed: String!
  }

  type NotFoundPage implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    text: String!
    homeLink: String!
    treatmentsLink: String!
  }

  type Category implements Node @dontInfer {
    "The id editors write in YAML (head-spa); treatments refer to it."
    slug: String! @proxy(from: "yamlId")
    name: String!
    description: String!
    order: Int!
    "This category's treatments in their order."
    treatments: [Treatment!]!
  }

  type Treatment implements Node @dontInfer {
    "The file name without .yaml (head-spa-candle): a stable key and address while the name changes."
    slug: String!
    name: String!
    category: Category! @link(by: "slug")
    order: Int!
    "Minutes."
    duration: Int!
    "Czech crowns."
    price: Float!
    description: String
    badge: String
  }

  enum TeamRole {
    FOUNDER
    WELLNESS_SPECIALIST
  }
  type TeamMember implements Node @dontInfer {
    "The file name without .yaml (katerina): a stable key while the name changes."
    slug: String!
    name: String!
    role: TeamRole!
    bio: String!
    "A local portrait, processed by sharp; null when photo is an https address."
    photo: File @fileByRelativePath
    "The photo's https address when it lives on an external image host."
    photoUrl: String
    photoAlt: String!
    order: Int!
  }

  "Gatsby infers site metadata; declared so siteUrl (gatsby-config.ts) is never null for SEO and robots.txt."
  type SiteSiteMetadata {
    siteUrl: String!
  }
`

type TreatmentSource = { category: string; order: number }
type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<TreatmentSource> }>
  getNodeById: (args: { id: string; type?: string }) => { name: string } | null
}
type Context = { nodeModel: NodeModel }

/** An entry's file name: gatsby-transformer-yaml makes each file's node a child of its File node. */
const fileSlug = {
  type: "String!",
  resolve: (source: { parent: string }, _args: unknown, context: Context) =>
    context.nodeModel.getNodeById({ id: source.parent, type: "File" })?.name,
}

export const resolvers = {
  Category: {
    treatments: {
      type: "[Treatment!]!",
      resolve: async (source: { yamlId: string }, _args: unknown, context: Context) => {
        const { entries } = await context.nodeModel.findAll({ type: "Treatment" })
        return [...entries].filter((t) => t.category === source.yamlId).sort((a, b) => a.order - b.order)
      },
    },
  },
  Treatment: { slug: fileSlug },
  TeamMember: {
    slug: fileSlug,
    role: {
      type: "TeamRole!",
      resolve: (source: { role: string }) => source.role.replace(/-/g, "_").toUpperCase(),
    },
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
