/**
 * The shape of every content file. Messages are written for the salon's editor:
 * the checker adds the file, the entry, the field and the value found.
 */
import { z } from "zod"

export const DURATION_MIN = 15
export const DURATION_MAX = 210
export const ROUTES = ["/", "/about/", "/treatments/", "/contact/"] as const
export const TEAM_ROLES = ["founder", "wellness-specialist"] as const
export const FEATURE_ICONS = ["leaf", "lotus", "hands"] as const
export const VALUE_ICONS = ["heart", "star", "users", "sparkles"] as const

const text = z.string().trim().min(1, "must not be empty")
const optionalText = z.string().optional().nullable()
const order = z.number().int("must be a whole number").min(1, "must be 1 or more")
const https = z
  .string()
  .trim()
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), "must be a full https:// address")

/** Fields that hold an image path relative to the YAML file; the checker verifies the file exists. */
export const IMAGE_FIELDS = ["image", "photo", "shareImage"] as const
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i
const imagePath = text
  .refine((value) => !value.includes("://"), "must be a path to a file in content/images, not a web address")
  .refine((value) => IMAGE_EXTENSION.test(value), "must be a .jpg, .png, .webp or .avif file")

/** Whether the checker should look for this value as a file (other values get a schema message instead). */
export const isLocalImagePath = (value: unknown): value is string =>
  typeof value === "string" && !value.includes("://") && IMAGE_EXTENSION.test(value.trim())

const exactly = <T extends z.ZodTypeAny>(item: T, count: number) =>
  z.array(item).length(count, `must have exactly ${count} items`)

const cta = z.object({ heading: text, text: text, button: text }).strict()
const pageMeta = { title: text, description: text }

export const siteSettings = z
  .object({
    name: text,
    description: text,
    shareImage: imagePath,
    shareImageAlt: text,
    bookingUrl: https,
    instagramUrl: https,
    facebookUrl: https,
    copyrightYear: z.number().int("must be a whole number").min(2000, "must be a year").max(2100, "must be a year"),
    nav: z
      .array(
        z
          .object({
            label: text,
            path: z.enum(ROUTES, { errorMap: () => ({ message: `must be one of ${ROUTES.join(", ")}` }) }),
          })
          .strict(),
      )
      .min(1, "must list at least one link"),
    labels: z
      .object({
        skipLink: text,
        mainNav: text,
        footerNav: text,
        openMenu: text,
        closeMenu: text,
        book: text,
        bookTreatment: text,
        newTab: text,
        instagram: text,
        facebook: text,
        closeNotification: text,
        lightbox: z
          .object({
            open: text,
            dialog: text,
            close: text,
            previous: text,
            next: text,
            position: text.refine(
              (value) => value.includes("{current}") && value.includes("{total}"),
              'must contain "{current}" and "{total}", e.g. "Fotografie {current} z {total}"',
            ),
          })
          .strict(),
      })
      .strict(),
    roles: z.object({ founder: text, wellnessSpecialist: text }).strict(),
    footer: z
      .object({
        description: text,
        quickLinksHeading: text,
        contactHeading: text,
        socialHeading: text,
        rightsReserved: text,
      })
      .strict(),
    errorTitle: text,
  })
  .strict()

export const contact = z
  .object({
    street: text,
    postcode: z
      .string()
      .trim()
      .regex(/^\d{3} ?\d{2}$/, 'must be a Czech postcode such as "415 01"'),
    city: text,
    phone: z
      .string()
      .trim()
      .regex(/^\+\d{3}( ?\d{3}){3}$/, 'must be an international number such as "+420 123 456 789"'),
    openingHours: text,
    map: z
      .object({
        title: text,
        query: text,
        zoom: z.number().int("must be a whole number").min(1, "must be from 1 to 20").max(20, "must be from 1 to 20"),
      })
      .strict(),
  })
  .strict()

const galleryImage = z.object({ image: imagePath, alt: text }).strict()

export const homePage = z
  .object({
    ...pageMeta,
    hero: z.object({ title: text, tagline: text, image: imagePath, imageAlt: text }).strict(),
    features: z
      .object({
        heading: text,
        intro: text,
        items: exactly(
          z
            .object({
              icon: z.enum(FEATURE_ICONS, {
                errorMap: () => ({ message: `must be one of ${FEATURE_ICONS.join(", ")}` }),
              }),
              title: text,
              text: text,
            })
            .strict(),
          3,
        ),
      })
      .strict(),
    gallery: z.object({ heading: text, intro: text, images: exactly(galleryImage, 6) }).strict(),
    cta,
  })
  .strict()

export const aboutPage = z
  .object({
    ...pageMeta,
    heading: text,
    lead: text,
    philosophy: z.object({ heading: text, text: text }).strict(),
    vision: z.object({ heading: text, text: text }).strict(),
    values: z
      .object({
        heading: text,
        items: exactly(
          z
            .object({
              icon: z.enum(VALUE_ICONS, {
                errorMap: () => ({ message: `must be one of ${VALUE_ICONS.join(", ")}` }),
              }),
              title: text,
              text: text,
            })
            .strict(),
          4,
        ),
      })
      .strict(),
    team: z.object({ heading: text, intro: text }).strict(),
    cta,
  })
  .strict()

export const treatmentsPage = z
  .object({
    ...pageMeta,
    heading: text,
    intro: text,
    count: z.object({ one: text, few: text, many: text }).strict(),
    labels: z.object({ duration: text, price: text }).strict(),
    gallery: z
      .object({
        heading: text,
        intro: text,
        images: exactly(galleryImage.extend({ caption: text }).strict(), 3),
      })
      .strict(),
    cta,
  })
  .strict()

export const contactPage = z
  .object({
    ...pageMeta,
    heading: text,
    intro: text,
    labels: z.object({ address: text, phone: text, hours: text }).strict(),
    copy: z
      .object({ address: text, phone: text, addressDone: text, phoneDone: text, failed: text })
      .strict(),
    mapHeading: text,
    cta,
  })
  .strict()

export const notFoundPage = z
  .object({ ...pageMeta, heading: text, text: text, homeLink: text, treatmentsLink: text })
  .strict()

export const category = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must use only lower-case letters, digits and dashes"),
    name: text,
    description: text,
    order,
  })
  .strict()

export const treatment = z
  .object({
    name: text,
    category: text,
    order,
    duration: z
      .number()
      .int("must be a whole number of minutes")
      .min(DURATION_MIN, `must be between ${DURATION_MIN} and ${DURATION_MAX} minutes`)
      .max(DURATION_MAX, `must be between ${DURATION_MIN} and ${DURATION_MAX} minutes`),
    price: z.number().positive("must be more than 0").finite(),
    description: optionalText,
    badge: optionalText,
  })
  .strict()

export const teamMember = z
  .object({
    name: text,
    role: z.enum(TEAM_ROLES, { errorMap: () => ({ message: `must be one of ${TEAM_ROLES.join(", ")}` }) }),
    bio: text,
    /** A file in content/images, or a portrait on an external image host. */
    photo: text.superRefine((value, ctx) => {
      const problem = value.includes("://")
        ? https.safeParse(value).error
        : imagePath.safeParse(value).error
      for (const issue of problem?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message })
    }),
    photoAlt: text,
    order,
  })
  .strict()
