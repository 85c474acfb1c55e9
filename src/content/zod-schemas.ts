/**
 * The content model: the shape of every YAML file in content/, with the Czech
 * label and hint the editor sees for each field. This is the one hand-written
 * definition; `npm run generate:content` writes from it the GraphQL types,
 * Decap's static/admin/config.yml, the JSON Schemas for live checking in the
 * editor and the field tables of content/README.md (a unit test fails when a
 * committed file differs from what this model generates).
 *
 * A new field: add it here, run the generator, query it in the component that
 * shows it.
 */
import { ROUTES } from "../routes"
import {
  MAX_LENGTH,
  flag,
  group,
  httpsUrl,
  image,
  imageOrUrl,
  list,
  longText,
  oneOf,
  optionalText,
  order,
  patterned,
  price,
  text,
  wholeNumber,
} from "./fields"

const DURATION_MIN = 15
const DURATION_MAX = 210
const PRICE_MIN = 1
const PRICE_MAX = 100_000

/** A team member's role: one spelling from YAML through the GraphQL enum to the label in site.yaml. */
export const TEAM_ROLES = ["founder", "wellnessSpecialist"] as const
export type TeamRole = (typeof TEAM_ROLES)[number]
const ROLE_NAMES: Record<TeamRole, string> = { founder: "Zakladatelka", wellnessSpecialist: "Wellness specialistka" }

/** The pages a menu item can link to, from the site's route table. */
const PAGES = [ROUTES.home, ROUTES.about, ROUTES.treatments, ROUTES.contact] as const
const FEATURE_ICONS = ["leaf", "lotus", "hands"] as const
const VALUE_ICONS = ["heart", "star", "users", "sparkles"] as const

const pageMeta = {
  title: text({
    max: MAX_LENGTH.seoTitle,
    label: "Titulek pro vyhledávače",
    hint: "Na stránce se neukazuje; vyhledávače ho zobrazí jako nadpis.",
  }),
  description: longText({
    max: MAX_LENGTH.seoDescription,
    label: "Popis pro vyhledávače",
    hint: "Na stránce se neukazuje; jedna až dvě věty pod titulkem ve vyhledávači a při sdílení.",
  }),
}

const heading = (label = "Nadpis") => text({ max: MAX_LENGTH.heading, label })
const intro = () => longText({ max: MAX_LENGTH.intro, label: "Úvod" })

const cta = group(
  "CallToAction",
  { label: "Výzva na konci stránky" },
  {
    heading: heading(),
    text: longText({ label: "Text", max: MAX_LENGTH.intro }),
    button: text({ label: "Tlačítko", max: MAX_LENGTH.label }),
  },
)

const titledText = (label: string) =>
  group("TitledText", { label }, { heading: heading(), text: longText({ max: MAX_LENGTH.paragraph, label: "Text" }) })

const iconItem = <T extends readonly [string, ...string[]]>(icons: T, options: Record<T[number], string>) =>
  group(
    "IconItem",
    { label: "Položka" },
    {
      icon: oneOf(icons, { label: "Ikona", options }),
      title: text({ max: MAX_LENGTH.name, label: "Nadpis" }),
      text: longText({ max: MAX_LENGTH.card, label: "Text" }),
    },
  )

const galleryImage = {
  image: image("images/gallery", {
    label: "Obrázek",
    hint: "Na šířku, aspoň 1600 px; web ho ořízne od středu. JPG, PNG, WebP nebo AVIF.",
  }),
  alt: text({
    max: MAX_LENGTH.alt,
    label: "Popis obrázku",
    hint: "Jedna věta o tom, co je na fotce (čtou ji nevidomí a vyhledávače).",
  }),
}

export const siteSettings = group(
  "SiteSettings",
  { label: "Web, rezervace a patička" },
  {
    name: text({
      max: MAX_LENGTH.name,
      label: "Název salonu",
      hint: "V titulcích stránek, v patičce a u ikony na ploše telefonu.",
    }),
    description: longText({ max: MAX_LENGTH.seoDescription, label: "Popis webu pro vyhledávače" }),
    shareImage: image("images/share", {
      label: "Obrázek pro sdílení",
      hint: "Přesně 1200 × 630 px; ukáže se, když někdo pošle odkaz na web.",
    }),
    shareImageAlt: text({ max: MAX_LENGTH.alt, label: "Popis obrázku pro sdílení" }),
    bookingUrl: httpsUrl({
      label: "Adresa online rezervace",
      hint: "Celá adresa začínající https://; otevírají ji všechna tlačítka „Objednat se“.",
    }),
    instagramUrl: httpsUrl({ label: "Instagram", hint: "Celá adresa profilu, např. https://www.instagram.com/…" }),
    facebookUrl: httpsUrl({ label: "Facebook", hint: "Celá adresa stránky, např. https://www.facebook.com/…" }),
    copyrightYear: wholeNumber(2000, 2100, { label: "Rok v copyrightu", hint: "Celý rok, např. 2025." }),
    nav: list(
      group(
        "NavItem",
        { label: "Odkaz" },
        {
          label: text({ max: MAX_LENGTH.label, label: "Text odkazu" }),
          path: oneOf(PAGES, {
            label: "Stránka",
            options: {
              [ROUTES.home]: "Domů",
              [ROUTES.about]: "O nás",
              [ROUTES.treatments]: "Procedury",
              [ROUTES.contact]: "Kontakt",
            },
          }),
        },
      ),
      // Each page at most once (the check), so the top bar never holds more links than there are pages.
      { min: 1, max: PAGES.length },
      { label: "Menu" },
    ),
    labels: group(
      "SiteLabels",
      { label: "Krátké texty" },
      {
        skipLink: text({ max: MAX_LENGTH.label, label: "Odkaz „Přeskočit na obsah“" }),
        mainNav: text({ max: MAX_LENGTH.spoken, label: "Název hlavní navigace (pro čtečky obrazovky)" }),
        footerNav: text({ max: MAX_LENGTH.spoken, label: "Název navigace v patičce (pro čtečky obrazovky)" }),
        openMenu: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Otevřít menu“" }),
        closeMenu: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Zavřít menu“" }),
        book: text({ max: MAX_LENGTH.label, label: "Tlačítko rezervace" }),
        bookTreatment: text({ max: MAX_LENGTH.label, label: "Tlačítko rezervace u procedury" }),
        newTab: text({ max: MAX_LENGTH.spoken, label: "Upozornění, že se odkaz otevře v novém okně" }),
        instagram: text({ max: MAX_LENGTH.spoken, label: "Popis odkazu na Instagram" }),
        facebook: text({ max: MAX_LENGTH.spoken, label: "Popis odkazu na Facebook" }),
        closeNotification: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Zavřít oznámení“" }),
        lightbox: group(
          "LightboxLabels",
          { label: "Prohlížeč fotografií v galeriích" },
          {
            open: text({ max: MAX_LENGTH.spoken, label: "Popis náhledu „Zvětšit fotografii“" }),
            dialog: text({ max: MAX_LENGTH.spoken, label: "Název prohlížeče (pro čtečky obrazovky)" }),
            close: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Zavřít“" }),
            previous: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Předchozí fotografie“" }),
            next: text({ max: MAX_LENGTH.spoken, label: "Tlačítko „Další fotografie“" }),
            position: patterned("placeholders", {
              max: MAX_LENGTH.spoken,
              label: "Pořadí fotografie",
              hint: "{current} a {total} web nahradí čísly, např. Fotografie {current} z {total}.",
            }),
          },
        ),
      },
    ),
    roles: group(
      "RoleLabels",
      { label: "Názvy rolí v týmu", hint: "Jak se role člena týmu ukáže na stránce O nás." },
      // One label per role of TEAM_ROLES: a new role without a label fails the type check and the content check.
      Object.fromEntries(
        TEAM_ROLES.map((role) => [role, text({ max: MAX_LENGTH.label, label: ROLE_NAMES[role] })]),
      ) as Record<TeamRole, ReturnType<typeof text>>,
    ),
    footer: group(
      "FooterTexts",
      { label: "Patička" },
      {
        description: longText({ max: MAX_LENGTH.intro, label: "Popis salonu" }),
        quickLinksHeading: text({ max: MAX_LENGTH.heading, label: "Nadpis odkazů" }),
        contactHeading: text({ max: MAX_LENGTH.heading, label: "Nadpis kontaktu" }),
        socialHeading: text({ max: MAX_LENGTH.heading, label: "Nadpis sociálních sítí" }),
        rightsReserved: text({ max: MAX_LENGTH.label, label: "Text „Všechna práva vyhrazena.“" }),
        printAddress: text({
          max: MAX_LENGTH.line,
          label: "Text před adresou stránky na vytištěném papíru",
          hint: "Jen v tisku: pod kontaktem salonu stojí tento text a adresa stránky, např. Aktuální verzi najdete na https://…",
        }),
      },
    ),
    errorTitle: text({ max: MAX_LENGTH.heading, label: "Nadpis chybové obrazovky" }),
  },
)

export const contact = group(
  "Contact",
  { label: "Kontakt" },
  {
    street: text({ max: MAX_LENGTH.line, label: "Ulice a číslo popisné" }),
    postcode: patterned("postcode", {
      max: MAX_LENGTH.label,
      label: "PSČ",
      hint: "Pět číslic, např. 415 01; v souboru v uvozovkách.",
    }),
    city: text({ max: MAX_LENGTH.line, label: "Město" }),
    phone: patterned("phone", {
      max: MAX_LENGTH.label,
      label: "Telefon",
      hint: "Mezinárodní tvar, např. +420 123 456 789; v souboru v uvozovkách.",
    }),
    openingHours: text({ max: MAX_LENGTH.line, label: "Otevírací doba", hint: "Např. Dle objednání." }),
    map: group(
      "MapSettings",
      { label: "Mapa" },
      {
        title: text({
          max: MAX_LENGTH.spoken,
          label: "Popis mapy pro čtečky obrazovky",
          hint: "Při změně adresy ho změňte také.",
        }),
        query: text({
          max: MAX_LENGTH.line,
          label: "Co mapa hledá",
          hint: "Adresa salonu; při změně adresy ji změňte také.",
        }),
        zoom: wholeNumber(1, 20, { label: "Přiblížení", hint: "1 = celý svět, 15 = čtvrť, 20 = dům." }),
      },
    ),
  },
)

export const homePage = group(
  "HomePage",
  { label: "Domů" },
  {
    ...pageMeta,
    hero: group(
      "Hero",
      { label: "Úvodní blok" },
      {
        title: text({ max: MAX_LENGTH.name, label: "Nadpis" }),
        tagline: longText({ max: MAX_LENGTH.intro, label: "Podtitulek" }),
        image: image("images/hero", {
          label: "Obrázek",
          hint: "Na šířku, aspoň 2400 × 1600 px; na telefonu se ořízne na úzký výřez od středu.",
        }),
        imageAlt: longText({ max: MAX_LENGTH.alt, label: "Popis obrázku", hint: "Co je na fotce, jednou větou." }),
      },
    ),
    features: group(
      "Features",
      { label: "Proč si vybrat nás" },
      {
        heading: heading(),
        intro: intro(),
        items: list(
          iconItem(FEATURE_ICONS, { leaf: "List", lotus: "Lotos", hands: "Ruce" }),
          { length: 3 },
          {
            label: "Tři přednosti",
          },
        ),
      },
    ),
    gallery: group(
      "Gallery",
      { label: "Galerie" },
      {
        heading: heading(),
        intro: intro(),
        images: list(
          group("GalleryImage", { label: "Obrázek" }, galleryImage),
          { length: 6 },
          {
            label: "Šest obrázků",
          },
        ),
      },
    ),
    cta,
  },
)

export const aboutPage = group(
  "AboutPage",
  { label: "O nás" },
  {
    ...pageMeta,
    heading: heading("Nadpis stránky"),
    lead: longText({ max: MAX_LENGTH.intro, label: "Úvodní věta" }),
    philosophy: titledText("Naše filozofie"),
    vision: titledText("Naše vize"),
    values: group(
      "Values",
      { label: "Hodnoty" },
      {
        heading: heading(),
        items: list(
          iconItem(VALUE_ICONS, { heart: "Srdce", star: "Hvězda", users: "Lidé", sparkles: "Jiskry" }),
          { length: 4 },
          { label: "Čtyři hodnoty" },
        ),
      },
    ),
    team: group("TeamSection", { label: "Tým" }, { heading: heading(), intro: intro() }),
    cta,
  },
)

export const treatmentsPage = group(
  "TreatmentsPage",
  { label: "Procedury" },
  {
    ...pageMeta,
    heading: heading("Nadpis stránky"),
    intro: intro(),
    count: group(
      "PluralForms",
      {
        label: "Počet procedur (tvary slova)",
        hint: "Web napíše počet procedur v kartě kategorie, např. 3 procedury.",
      },
      {
        one: text({ max: MAX_LENGTH.label, label: "1 (procedura)" }),
        few: text({ max: MAX_LENGTH.label, label: "2–4 (procedury)" }),
        many: text({ max: MAX_LENGTH.label, label: "5 a více (procedur)" }),
      },
    ),
    labels: group(
      "TreatmentLabels",
      { label: "Popisky na kartách (pro čtečky obrazovky)" },
      {
        duration: text({ max: MAX_LENGTH.label, label: "Délka" }),
        price: text({ max: MAX_LENGTH.label, label: "Cena" }),
      },
    ),
    share: group(
      "TreatmentShareTexts",
      {
        label: "Odkaz na proceduru",
        hint: "Malé tlačítko v rohu každé karty zkopíruje odkaz na proceduru (na telefonu ho nabídne ke sdílení).",
      },
      {
        copy: text({
          max: MAX_LENGTH.spoken,
          label: "Tlačítko „Zkopírovat odkaz“ (pro čtečky obrazovky)",
          hint: "Web za text doplní název procedury, např. Zkopírovat odkaz na proceduru CANDLE.",
        }),
        share: text({
          max: MAX_LENGTH.spoken,
          label: "Tlačítko „Sdílet“ na telefonu (pro čtečky obrazovky)",
          hint: "Web za text doplní název procedury, např. Sdílet proceduru CANDLE.",
        }),
        copied: text({ max: MAX_LENGTH.spoken, label: "Hlášení po zkopírování odkazu" }),
        failed: text({
          max: MAX_LENGTH.spoken,
          label: "Hlášení, když se odkaz zkopírovat nepodaří",
          hint: "Web v tu chvíli dá odkaz do adresního řádku prohlížeče; text na to může upozornit.",
        }),
      },
    ),
    gallery: group(
      "Gallery",
      { label: "Galerie" },
      {
        heading: heading(),
        intro: intro(),
        images: list(
          group(
            "GalleryImage",
            { label: "Obrázek" },
            { ...galleryImage, caption: text({ max: MAX_LENGTH.caption, label: "Titulek" }) },
          ),
          { length: 3 },
          { label: "Tři obrázky" },
        ),
      },
    ),
    cta,
  },
)

export const contactPage = group(
  "ContactPage",
  { label: "Kontakt" },
  {
    ...pageMeta,
    heading: heading("Nadpis stránky"),
    intro: intro(),
    labels: group(
      "ContactLabels",
      { label: "Popisky" },
      {
        address: text({ max: MAX_LENGTH.label, label: "Adresa" }),
        phone: text({ max: MAX_LENGTH.label, label: "Telefon" }),
        hours: text({ max: MAX_LENGTH.label, label: "Otevírací doba" }),
      },
    ),
    copy: group(
      "CopyTexts",
      { label: "Kopírování do schránky" },
      {
        address: text({ max: MAX_LENGTH.label, label: "Tlačítko „Zkopírovat adresu“" }),
        phone: text({ max: MAX_LENGTH.label, label: "Tlačítko „Zkopírovat číslo“" }),
        addressDone: text({ max: MAX_LENGTH.spoken, label: "Hlášení po zkopírování adresy" }),
        phoneDone: text({ max: MAX_LENGTH.spoken, label: "Hlášení po zkopírování čísla" }),
        failed: text({ max: MAX_LENGTH.spoken, label: "Hlášení při chybě" }),
      },
    ),
    mapHeading: text({ max: MAX_LENGTH.heading, label: "Nadpis nad mapou" }),
    cta,
  },
)

export const notFoundPage = group(
  "NotFoundPage",
  { label: "Stránka nenalezena (404)" },
  {
    ...pageMeta,
    heading: text({ max: MAX_LENGTH.heading, label: "Nadpis" }),
    text: longText({ max: MAX_LENGTH.intro, label: "Text" }),
    homeLink: text({ max: MAX_LENGTH.label, label: "Odkaz na úvod" }),
    treatmentsLink: text({ max: MAX_LENGTH.label, label: "Odkaz na procedury" }),
  },
)

/** A category's key is its file name (content/categories/head-spa.yaml → head-spa), like every entry's. */
export const category = group(
  "Category",
  { label: "Kategorie" },
  {
    name: text({ max: MAX_LENGTH.name, label: "Název", hint: "Jak se kategorie jmenuje na webu, např. HEAD SPA." }),
    description: longText({ max: MAX_LENGTH.intro, label: "Popis", hint: "Jedna až dvě věty pod názvem kategorie." }),
    order: order({ label: "Pořadí", hint: "Pozice na stránce Procedury, od 1; dvě kategorie nesmí mít stejné." }),
  },
)

export const treatment = group(
  "Treatment",
  { label: "Procedura" },
  {
    name: text({
      max: MAX_LENGTH.name,
      label: "Název",
      hint: "Např. CLASSIC. Dvě procedury se mohou jmenovat stejně; web je rozliší podle souboru.",
    }),
    category: text({
      max: MAX_LENGTH.name,
      label: "Kategorie",
      hint: "Název souboru kategorie v content/categories/ bez .yaml, např. head-spa.",
      link: "Category",
    }),
    order: order({ label: "Pořadí v kategorii", hint: "1 = první; v jedné kategorii se nesmí opakovat." }),
    duration: wholeNumber(DURATION_MIN, DURATION_MAX, {
      label: "Délka (minuty)",
      hint: `V minutách, celé číslo od ${DURATION_MIN} do ${DURATION_MAX}.`,
      unit: "minut",
    }),
    price: price(PRICE_MIN, PRICE_MAX, {
      label: "Cena (Kč)",
      hint: "V Kč, jen číslo bez mezer a bez „Kč“ (např. 1290), od 1 do 100 000; haléře po desetinné tečce (990.5).",
    }),
    description: optionalText({ max: MAX_LENGTH.card, label: "Popis", multiline: true, hint: "Může zůstat prázdný." }),
    badge: optionalText({
      max: MAX_LENGTH.badge,
      label: "Štítek",
      hint: "Krátký text na kartě, např. Pouze u nás. Může zůstat prázdný.",
    }),
    removed: flag({
      label: "Odebrat z webu",
      hint: "Procedura zůstane v editoru, ale na webu se neukáže; vrátíte ji odškrtnutím.",
    }),
  },
)

export const teamMember = group(
  "TeamMember",
  { label: "Člen týmu" },
  {
    name: text({
      max: MAX_LENGTH.name,
      label: "Jméno",
      hint: "Křestní jméno. Dva členové týmu se mohou jmenovat stejně.",
    }),
    role: oneOf(TEAM_ROLES, { label: "Role", options: ROLE_NAMES, typeName: "TeamRole" }),
    bio: longText({ max: MAX_LENGTH.card, label: "Medailonek", hint: "Dvě až tři věty." }),
    photo: imageOrUrl("images/team", {
      label: "Fotografie",
      hint: "Portrét na výšku 4 : 5 (např. 960 × 1200 px), JPG, PNG, WebP nebo AVIF. Adresa https:// obrázku na jiném serveru jde jen u serveru, který povolil správce webu.",
    }),
    photoAlt: text({
      max: MAX_LENGTH.alt,
      label: "Popis fotografie",
      hint: "Co je na fotce, pro nevidomé a vyhledávače.",
    }),
    order: order({ label: "Pořadí", hint: "Pozice na stránce O nás, od 1; nesmí se opakovat." }),
    removed: flag({
      label: "Odebrat z webu",
      hint: "Člen týmu zůstane v editoru, ale na webu se neukáže; vrátíte ho odškrtnutím.",
    }),
  },
)
