/**
 * Decap's preview pane, drawn by the site's own components: the treatment card
 * and the category (open, with its treatments) of /treatments/, the team member
 * card of /about/, and each page of page texts as its page renders it, from the
 * values in the editor's form as they are typed. Images come from the editor
 * (getAsset: the file as uploaded, or as it is in the repository) instead of
 * the renditions the build makes.
 * Everything else a page shows (the other treatments, the team, the labels)
 * is the content the editor was built from.
 */
import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ComponentType } from "react"
import { TeamMemberCard } from "../components/team/TeamMemberCard"
import { CategoryCard } from "../components/treatments/CategoryCard"
import { TreatmentCard, type TreatmentCardValues } from "../components/treatments/TreatmentCard"
import NotFoundPage from "../pages/404"
import AboutPage from "../pages/about"
import ContactPage from "../pages/contact"
import IndexPage from "../pages/index"
import TreatmentsPage from "../pages/treatments"
import { NOT_FOUND_ROUTE, ROUTES } from "../routes"
import { theme } from "../theme"
import {
  type DecapMap as FieldConfig,
  entryValues,
  fieldOptions,
  type FieldList,
  nestedFields,
  type PreviewProps,
} from "./decap"
import { EMPTY_VALUE } from "./locale"
import { PORTRAIT } from "./photo-frames"
import { previewContent } from "./preview-content"
import { PreviewFrame } from "./preview-frame"

type Data = Record<string, unknown>

const text = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback)
/** A number the form holds, or null while what is typed cannot be read as one: the card invents none. */
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null)

/** The photos' shapes before they load: the site crops each box itself (a team member's portrait is 4 : 5). */
const LANDSCAPE = 1.5

/** A picture from the editor's file: the same <picture> markup, with that one file for every width. */
function editorImage(url: string, aspectRatio: number): IGatsbyImageData {
  return {
    layout: "fullWidth",
    width: 1,
    height: 1 / aspectRatio,
    images: { fallback: { src: url, srcSet: `${url} 1600w`, sizes: "100vw" }, sources: [] },
  }
}

const fieldNamed = (fields: FieldList | undefined, name: string) => fields?.find((field) => field.get("name") === name)

/** An image field's answer as a page query gives it: every rendition the fragment asks for is the editor's file. */
function imageNode(
  path: unknown,
  getAsset: PreviewProps["getAsset"],
  field: FieldConfig | undefined,
  aspectRatio: number,
) {
  const url = typeof path === "string" && path ? getAsset(path, field)?.toString() : undefined
  if (!url) return { childImageSharp: null }
  const image = editorImage(url, aspectRatio)
  // Fragments name their renditions (gatsbyImageData, portrait, full…): each one is the same file here.
  return { childImageSharp: new Proxy({}, { get: () => image }) }
}

/**
 * The page query's answer from the form's values: texts as typed, each image field as the editor's file,
 * found through the field's config (the folder its uploads go to).
 */
function withImages(value: unknown, getAsset: PreviewProps["getAsset"], fields: FieldList | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withImages(item, getAsset, fields))
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value).map(([name, child]) => {
      const field = fieldNamed(fields, name)
      if (name === "image") return [name, imageNode(child, getAsset, field, LANDSCAPE)]
      return [name, withImages(child, getAsset, nestedFields(field))]
    }),
  )
}

const cardColumn = css`
  max-width: 24rem;
  margin: ${theme.space[6]} auto;
  padding: 0 ${theme.space[4]};
`

/** What the preview says above an entry whose box Odebrat z webu is ticked: the card is what comes back when unticked. */
export const REMOVED_NOTICE = {
  treatment:
    "Tato procedura se na webu neukáže: má zaškrtnuté Odebrat z webu. Po zveřejnění zmizí ze stránky Procedury; vrátíte ji odškrtnutím.",
  teamMember:
    "Tento člen týmu se na webu neukáže: má zaškrtnuté Odebrat z webu. Po zveřejnění zmizí ze stránky O nás; vrátíte ho odškrtnutím.",
} as const

const removedNotice = css`
  max-width: 40rem;
  margin: ${theme.space[5]} auto 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 2px solid currentColor;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
`

/** The notice over a removed entry's card, or nothing while it stays on the site. */
function RemovedNotice({ values, text: notice }: { values: Data; text: string }) {
  return values.removed === true ? (
    <p role="status" css={removedNotice}>
      {notice}
    </p>
  ) : null
}

function TreatmentPreview({ entry, document }: PreviewProps) {
  const values = entryValues(entry)
  const treatment: TreatmentCardValues = {
    slug: text(entry.get("slug"), "nova-procedura"),
    name: text(values.name),
    duration: number(values.duration),
    price: number(values.price),
    description: text(values.description) || null,
    badge: text(values.badge) || null,
  }
  return (
    <PreviewFrame document={document}>
      <RemovedNotice values={values} text={REMOVED_NOTICE.treatment} />
      <div css={cardColumn}>
        <TreatmentCard treatment={treatment} />
      </div>
    </PreviewFrame>
  )
}

const categoryColumn = css`
  max-width: 64rem;
  margin: ${theme.space[6]} auto;
  padding: 0 ${theme.space[4]};
`

/** Opens the category's <details> once it is drawn: the page starts it closed; the preview shows what it holds. */
function openCategory(column: HTMLDivElement | null): void {
  const details = column?.querySelector("details")
  if (details && !details.open) details.open = true
}

/** A category as /treatments/ shows it, opened: its name, count and description as typed, its treatments as live. */
function CategoryPreview({ entry, document }: PreviewProps) {
  const values = entryValues(entry)
  const slug = text(entry.get("slug"))
  const live = previewContent().categories.find((category) => category.slug === slug)
  const category: Queries.CategoryCardFragment = {
    slug,
    name: text(values.name),
    description: text(values.description),
    treatments: live?.treatments ?? [],
  }
  return (
    <PreviewFrame document={document}>
      <div css={categoryColumn} ref={openCategory}>
        <CategoryCard category={category} />
      </div>
    </PreviewFrame>
  )
}

function TeamMemberPreview({ entry, fields, getAsset, document }: PreviewProps) {
  const values = entryValues(entry)
  const photo = text(values.photo)
  const external = photo.startsWith("https://")
  const url = photo && !external ? getAsset(photo, fieldNamed(fields, "photo"))?.toString() : undefined
  const member: Queries.TeamMemberCardFragment = {
    name: text(values.name),
    // No role chosen yet: the card shows none rather than one the form has not set.
    role: text(values.role) as Queries.TeamRole,
    bio: text(values.bio),
    photoAlt: text(values.photoAlt),
    photoUrl: external ? photo : null,
  }
  return (
    <PreviewFrame document={document}>
      <RemovedNotice values={values} text={REMOVED_NOTICE.teamMember} />
      <div css={cardColumn}>
        <TeamMemberCard member={member} photo={url ? editorImage(url, PORTRAIT) : undefined} />
      </div>
    </PreviewFrame>
  )
}

const valueList = css`
  max-width: 40rem;
  margin: ${theme.space[5]} auto;
  padding: 0 ${theme.space[4]};
  dl {
    display: grid;
    gap: ${theme.space[1]} ${theme.space[4]};
    margin: 0;
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space[3]};
    overflow-wrap: anywhere;
  }
  dd > dl {
    padding-left: ${theme.space[4]};
    border-left: 2px solid ${theme.colors.hairline};
  }
`

/** A field's value as a reader understands it: a choice by its label, a group or list as its fields. */
function FieldValue({ field, value }: { field: FieldConfig; value: unknown }) {
  const choices = fieldOptions(field)
  const chosen = choices.find((choice) => (typeof choice === "string" ? choice : choice.value) === value)
  if (chosen !== undefined) return <>{typeof chosen === "string" ? chosen : chosen.label}</>
  const fields = nestedFields(field)
  if (fields && Array.isArray(value)) {
    return (
      <ol>
        {value.map((item, index) => (
          <li key={index}>
            <FieldValues fields={fields} values={item as Data} />
          </li>
        ))}
      </ol>
    )
  }
  if (fields) return <FieldValues fields={fields} values={(value ?? {}) as Data} />
  if (value === undefined || value === null || value === "") return <em>{EMPTY_VALUE}</em>
  return <>{typeof value === "number" ? String(value).replace(".", ",") : String(value)}</>
}

/** Every field of a form with its label and value, in the form's order. */
function FieldValues({ fields, values }: { fields: FieldList; values: Data }) {
  const list = fields.toArray()
  return (
    <dl>
      {list.map((field) => {
        const name = String(field.get("name"))
        return [
          <dt key={`${name}-label`}>{String(field.get("label") ?? name)}</dt>,
          <dd key={`${name}-value`}>
            <FieldValue field={field} value={values[name]} />
          </dd>,
        ]
      })}
    </dl>
  )
}

/** The settings files (contact details, the site's settings): their values as a list, as the form has them now. */
function ValueListPreview({ entry, fields, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <div css={valueList}>
        <FieldValues fields={fields} values={entryValues(entry)} />
      </div>
    </PreviewFrame>
  )
}

type PageComponent = ComponentType<{ data: Data; location: { pathname: string; hash: string } }>

/** A page of page texts, drawn by the site's own page component around the form's values. */
function pagePreview(Page: PageComponent, dataKey: string, route: string, extra: () => Data = () => ({})) {
  return function PagePreview({ entry, fields, getAsset, document }: PreviewProps) {
    const data = { [dataKey]: withImages(entryValues(entry), getAsset, fields), ...extra() }
    return (
      <PreviewFrame document={document}>
        <Page data={data} location={{ pathname: route, hash: "" }} />
      </PreviewFrame>
    )
  }
}

/** Decap's collection and file names (scripts/content-model, collections.ts) → their preview templates. */
export const previewTemplates: Record<string, ComponentType<PreviewProps>> = {
  treatments: TreatmentPreview,
  categories: CategoryPreview,
  team: TeamMemberPreview,
  "home-page": pagePreview(IndexPage as PageComponent, "homePage", ROUTES.home),
  "about-page": pagePreview(AboutPage as PageComponent, "aboutPage", ROUTES.about, () => ({
    allTeamMember: { nodes: previewContent().team },
  })),
  "treatments-page": pagePreview(TreatmentsPage as PageComponent, "treatmentsPage", ROUTES.treatments, () => ({
    allCategory: { nodes: previewContent().categories },
  })),
  "contact-page": pagePreview(ContactPage as PageComponent, "contactPage", ROUTES.contact),
  "not-found-page": pagePreview(NotFoundPage as PageComponent, "notFoundPage", NOT_FOUND_ROUTE),
  contact: ValueListPreview,
  site: ValueListPreview,
}
