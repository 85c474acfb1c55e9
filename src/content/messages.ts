/**
 * What the salon's editor reads when the content check finds a problem: every
 * message in Czech, in one catalogue, and how a problem is placed (file, entry,
 * field) and printed. The check renders messages from here, and the table of
 * messages in docs/editing.md is generated from the same entries (`when` and
 * `example`), so the guide cannot drift from what the editor reads.
 */
import { pluralForm } from "../utils/format"

/** A count with its word: 1 chyba, 2 chyby, 5 chyb. */
export const plural = (count: number, one: string, few: string, many: string) =>
  `${count} ${pluralForm(count, { one, few, many })}`

/** The value the editor wrote, as the message quotes it. */
export function shown(value: unknown): string {
  if (value === undefined) return "nic"
  if (value === null) return "prázdná hodnota"
  if (typeof value === "string") return `„${value.length > 60 ? `${value.slice(0, 57)}…` : value}“`
  if (Array.isArray(value)) return `seznam (${plural(value.length, "položka", "položky", "položek")})`
  if (typeof value === "object") return "skupina polí"
  return String(value)
}

/** 100 000 with a space, as Czech writes it; four digits (a year, 2100) stay together. */
export const thousands = (n: number) =>
  Math.abs(n) < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ")
const quoted = (text: string) => `„${text}“`
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(".", ",")
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10).replace(".", ",")

/**
 * Plain-words reasons for YAML syntax errors, by the parser's error code
 * (https://eemeli.org/yaml/#errors). The parser's own English text is never shown.
 */
export const yamlReasons = {
  BAD_INDENT: "odsazení nesedí; pole stejné úrovně odsazujte stejným počtem mezer",
  TAB_AS_INDENT: "řádek je odsazený tabulátorem; odsazujte jen mezerami",
  BLOCK_AS_IMPLICIT_KEY:
    "řádek je odsazený víc než pole nad ním, které už hodnotu má; srovnejte odsazení, nebo text s dvojtečkou dejte do uvozovek",
  MULTILINE_IMPLICIT_KEY:
    "za názvem pole chybí dvojtečka, nebo pokračování textu není odsazené; dlouhý text začněte značkou >- a další řádky odsaďte",
  MISSING_QUOTE: "někde nad tímto místem chybí uzavírací uvozovka; doplňte ji na konec textu, který uvozovkou začíná",
  MISSING_CHAR:
    "chybí znak: dvojtečka a mezera za názvem pole, uzavírací uvozovka nebo čárka; zkontrolujte konec řádku",
  DUPLICATE_KEY: "stejné pole je ve stejné skupině dvakrát; jedno smažte",
  BAD_SCALAR_START: "hodnota začíná znakem, který YAML na začátku nedovolí (např. @); dejte ji celou do uvozovek",
  BAD_DQ_ESCAPE:
    "v textu v dvojitých uvozovkách je zpětné lomítko \\; použijte jednoduché uvozovky, nebo lomítko zdvojte",
  UNEXPECTED_TOKEN:
    "na řádku je znak, který tu YAML nečeká (často nezavřená uvozovka nebo závorka); text se zvláštními znaky dejte do uvozovek",
  MULTIPLE_DOCS: "soubor obsahuje víc částí oddělených řádkem ---; nechte jen jednu",
  KEY_OVER_1024_CHARS: "název pole je příliš dlouhý; nejspíš chybí dvojtečka za skutečným názvem pole",
  other:
    "zápis tu není platný YAML (znaky & * ! % { } [ ] mají v YAML zvláštní význam); text, který jimi začíná, dejte do uvozovek",
} as const

/**
 * Where a value is judged: a YAML file (the content check, VS Code) or a field
 * of the browser editor's form. A form takes a text without quotes and a
 * number as Czech people type it, so a few messages say it otherwise there.
 */
export type Medium = "file" | "form"

type Value = { value: unknown }
/** How the form says a message whose file wording does not fit a form; its own example and occasion, if they differ. */
type FormWording<P> = { say: (params: P) => string; example?: P; when?: string }
type Message<P> = {
  say: (params: P) => string
  /** The form's wording, where it differs from the file's. */
  form?: FormWording<P>
  /** Said by the form only: a file cannot hold what it is about. */
  formOnly?: true
  /** When the editor meets it (for the guide's table). */
  when: string
  /** Parameters of the example shown in the guide. */
  example: P
}
const message = <P>(
  say: (params: P) => string,
  when: string,
  example: NoInfer<P>,
  form?: NoInfer<FormWording<P>>,
): Message<P> => ({ say, when, example, ...(form && { form }) })
/** A message of the form alone. */
const formMessage = <P>(say: (params: P) => string, when: string, example: NoInfer<P>): Message<P> => ({
  say,
  formOnly: true,
  when,
  example,
})

const didYouMean = (suggestion?: string) => (suggestion ? `; nemysleli jste ${quoted(suggestion)}?` : "")

export const messages = {
  // One field
  required: message(
    () => "povinné pole chybí; doplňte ho",
    "Povinné pole v souboru není (nebo je jeho název napsaný jinak).",
    {},
  ),
  requiredEmpty: message(
    () => "povinné pole je prázdné; doplňte hodnotu",
    "Za dvojtečkou povinného pole nic není.",
    {},
  ),
  blank: message(
    (_: Value) => "text je prázdný nebo jsou v něm jen mezery; napište text",
    "Text je prázdný nebo obsahuje jen mezery.",
    { value: "  " },
  ),
  unknownField: message(
    ({ suggestion }: { suggestion?: string }) =>
      suggestion
        ? `neznámé pole${didYouMean(suggestion)}`
        : "neznámé pole; web ho nezná, smažte ho (názvy polí jsou v content/README.md)",
    "Pole s tímto názvem web nezná, nejspíš překlep; když je název podobný známému poli, hlášení ho navrhne.",
    { suggestion: "duration" },
  ),
  expectedText: message(
    ({ value }: Value) => `má tu být text; dejte hodnotu do uvozovek, např. "${String(value)}"`,
    "Místo textu je tu číslo nebo jiná hodnota, např. PSČ bez uvozovek.",
    { value: 41501 },
    {
      say: () => "má tu být text; smažte hodnotu a napište ji znovu",
      when: "V editoru: v textovém poli je z uloženého souboru číslo nebo jiná hodnota.",
    },
  ),
  expectedNumber: message(
    (_: Value & { example?: string }) =>
      "má tu být číslo; pište jen číslice (s desetinnou tečkou), bez mezer a jednotek, např. 1290",
    "Místo čísla je tu text, např. cena s mezerou nebo s „Kč“.",
    { value: "1 290 Kč" },
    {
      say: ({ example }) => `z toho editor číslo nepřečte; napište ho číslicemi${example ? `, např. ${example}` : ""}`,
      example: { value: "tisíc", example: "1 290 Kč" },
      when: "V editoru: z napsaného nejde přečíst číslo (slovo, jiná měna nebo jednotka, dvě desetinné čárky).",
    },
  ),
  numberAmbiguous: formMessage(
    ({ thousands, decimal }: Value & { thousands: string; decimal: string }) =>
      `nejde poznat, jestli je to ${thousands}, nebo ${decimal}: čárka před třemi číslicemi může oddělovat tisíce i desetinnou část; tisíce pište bez čárky`,
    "V editoru: čárka před třemi číslicemi (1,590), kterou jeden čte jako tisíce a druhý jako desetinnou čárku.",
    { value: "1,590", thousands: "1590 Kč", decimal: "1,59 Kč" },
  ),
  expectedList: message(
    (_: Value) => "má tu být seznam; každou položku začněte na novém řádku znaky „- “",
    "Pole má obsahovat seznam položek.",
    { value: "Domů" },
  ),
  expectedGroup: message(
    (_: Value) => "má tu být skupina polí; pole skupiny napište na další řádky, odsazená o dvě mezery",
    "Pole má obsahovat další pole (odsazená pod ním).",
    { value: "Zavřít" },
  ),
  wholeNumber: message(
    (_: Value) => "musí být celé číslo",
    "Pořadí, délka, rok nebo přiblížení mapy má desetinnou část.",
    { value: 2.5 },
  ),
  numberRange: message(
    ({ min, max, unit }: Value & { min: number; max: number; unit?: string }) =>
      `musí být číslo od ${thousands(min)} do ${thousands(max)}${unit ? ` ${unit}` : ""}`,
    "Číslo je mimo povolený rozsah (délka 15–210 minut, cena 1–100 000 Kč, rok, přiblížení mapy).",
    { value: 5, min: 15, max: 210, unit: "minut" },
  ),
  numberMin: message(({ min }: Value & { min: number }) => `musí být ${min} nebo víc`, "Pořadí musí začínat od 1.", {
    value: 0,
    min: 1,
  }),
  priceDecimals: message(
    (_: Value) => "cena smí mít nejvýš dvě desetinná místa (haléře); pište např. 1290 nebo 990.5",
    "Cena má víc než dvě desetinná místa.",
    { value: 0.004 },
    {
      say: () => "cena smí mít nejvýš dvě desetinná místa (haléře); pište např. 1290 nebo 990,50",
      example: { value: "990,5555" },
    },
  ),
  numberThousands: message(
    ({ plain }: Value & { plain: string }) =>
      `tisíce pište bez oddělovače (bez tečky, čárky i mezery), jinak web číslo přečte jinak; napište ${plain}`,
    "Číslo je napsané s oddělovačem tisíců; 1.490 by web přečetl jako 1,49.",
    { value: "1.490", plain: "1490" },
  ),
  numberDecimalComma: message(
    ({ plain }: Value & { plain: string }) => `desetinnou část oddělte tečkou, ne čárkou; napište ${plain}`,
    "Číslo má desetinnou čárku.",
    { value: "990,5", plain: "990.5" },
  ),
  textTooLong: message(
    ({ max, length }: { max: number; length: number }) =>
      `text je příliš dlouhý: smí mít nejvýš ${plural(max, "znak", "znaky", "znaků")}, teď má ${thousands(length)}; zkraťte ho`,
    "Text je delší, než kolik se vejde na místo, kde se na webu ukazuje (limity polí jsou v content/README.md).",
    { max: 30, length: 42 },
  ),
  listExact: message(
    ({ count, length }: { count: number; length: number }) =>
      `musí mít přesně ${plural(length, "položku", "položky", "položek")}, teď má ${count}`,
    "Galerie a seznamy předností a hodnot mají pevný počet položek.",
    { count: 5, length: 6 },
  ),
  listMin: message(
    ({ count, min }: { count: number; min: number }) =>
      `musí mít aspoň ${plural(min, "položku", "položky", "položek")}, teď má ${count}`,
    "Seznam (např. menu) je prázdný.",
    { count: 0, min: 1 },
  ),
  listMax: message(
    ({ count, max }: { count: number; max: number }) =>
      `smí mít nejvýš ${plural(max, "položku", "položky", "položek")}, teď má ${count}`,
    "Seznam má víc položek, než se na webu vejde (menu nejvýš tolik, kolik je stránek).",
    { count: 5, max: 4 },
  ),
  oneOf: message(
    ({ options, suggestion }: Value & { options: readonly string[]; suggestion?: string }) =>
      `musí být jedna z hodnot ${options.join(", ")}${didYouMean(suggestion)}`,
    "Pole má pevný seznam možností (role, ikona, stránka v menu) a hodnota mezi nimi není.",
    { value: "wellness-specialist", options: ["founder", "wellnessSpecialist"], suggestion: "wellnessSpecialist" },
  ),
  urlNotHttps: message(
    (_: Value) => "musí to být celá webová adresa začínající https://; zkopírujte ji z prohlížeče celou",
    "Adresa nezačíná https:// (chybí, nebo je to nezabezpečené http://).",
    { value: "http://booking.example.com/salon" },
  ),
  urlCredentials: message(
    (_: Value) => "adresa nesmí obsahovat jméno ani heslo (část před @)",
    "Adresa obsahuje přihlašovací údaje.",
    { value: "https://jana:heslo@booking.example.com/" },
  ),
  urlPort: message(
    (_: Value) => "adresa nesmí obsahovat číslo portu (dvojtečku a číslo za názvem serveru); smažte ho",
    "Za názvem serveru je dvojtečka s číslem.",
    { value: "https://img.example.com:8080/jana.jpg" },
  ),
  urlHost: message(
    (_: Value) =>
      "musí to být celá adresa https:// s názvem serveru z písmen bez diakritiky, číslic, teček a pomlček, který končí doménou jako .cz nebo .com",
    "Název serveru je neúplný (např. https://instagram bez .com) nebo obsahuje nepovolené znaky.",
    { value: "https://instagram" },
  ),
  urlSpaces: message((_: Value) => "adresa nesmí obsahovat mezery", "V adrese je mezera.", {
    value: "https://www.example.com/head spa",
  }),
  photoHost: message(
    ({ host, hosts }: Value & { host: string; hosts: readonly string[] }) =>
      `obrázky ze serveru ${host} web nenačítá (${hosts.length === 0 ? "fotky z jiných serverů nepovolil správce webu žádné" : `povolené servery: ${hosts.join(", ")}`}); nahrajte fotku do složky content/images/team/ a napište cestu k ní, např. ../images/team/jana.jpg`,
    "Fotka člena týmu je adresa na serveru, který správce webu nepovolil.",
    { value: "https://images.example.com/jana.jpg", host: "images.example.com", hosts: [] },
  ),
  imageIsUrl: message(
    (_: Value) =>
      "tady musí být cesta k obrázku ve složce content/images, ne webová adresa; obrázek uložte do content/images/ a napište cestu k němu",
    "U tohoto obrázku nejde adresa z internetu (jde jen u fotek týmu).",
    { value: "https://images.example.com/hero.jpg" },
  ),
  imageExtension: message(
    (_: Value) => "musí to být cesta k obrázku s příponou .jpg, .png, .webp nebo .avif",
    "Obrázek má jinou příponu (např. .gif nebo .heic), nebo přípona chybí.",
    { value: "../images/team/lucie.gif" },
  ),
  postcode: message(
    (_: Value) => 'musí to být PSČ, např. "415 01" (v uvozovkách)',
    "PSČ nemá pět číslic.",
    { value: "4150" },
    { say: () => "musí to být PSČ, např. 415 01" },
  ),
  phone: message(
    (_: Value) => 'musí to být telefon v mezinárodním tvaru, např. "+420 123 456 789" (v uvozovkách)',
    "Telefon není ve tvaru +420 a devět číslic.",
    { value: "123456" },
    { say: () => "musí to být telefon v mezinárodním tvaru, např. +420 123 456 789" },
  ),
  placeholders: message(
    (_: Value) =>
      "musí obsahovat {current} i {total} (přesně tak, se složenými závorkami), např. „Fotografie {current} z {total}“",
    "Text prohlížeče fotografií ztratil jednu ze značek, za které web dosadí čísla.",
    { value: "Fotografie {current}" },
  ),

  // Whole files
  yamlSyntax: message(
    ({ line, col, reason }: { line: number; col: number; reason: string }) =>
      `chyba zápisu na řádku ${line}, znak ${col}: ${reason}`,
    "Soubor nejde přečíst. Popis chyby je v tabulce níže; chyba bývá na uvedeném řádku nebo těsně nad ním.",
    { line: 3, col: 3, reason: yamlReasons.BAD_INDENT },
  ),
  yamlAliases: message(
    () =>
      "soubor obsahuje příliš mnoho odkazů (aliasů *…) na jiné části souboru a nejde bezpečně přečíst; hodnoty napište přímo, bez & a *",
    "Soubor se odkazuje sám na sebe tolikrát, že by jeho přečtení zahltilo počítač.",
    {},
  ),
  yamlUnknownAlias: message(
    ({ name }: { name: string }) =>
      `odkaz *${name} nemá v souboru kotvu &${name}; text, který začíná hvězdičkou, dejte do uvozovek`,
    "Hodnota začíná hvězdičkou, kterou YAML čte jako odkaz.",
    { name: "hvězdička" },
  ),
  yamlDirective: message(
    ({ line }: { line: number }) =>
      `řádek ${line} začíná znakem % (pokyn pro YAML), který obsah nepotřebuje a který by různé programy četly různě; smažte ho`,
    "Soubor začíná řádkem jako %YAML 1.1.",
    { line: 1 },
  ),
  yamlTag: message(
    ({ line, tag }: { line: number; tag: string }) =>
      `na řádku ${line} je značka ${tag}, kterou obsah nepotřebuje a kterou by různé programy četly různě; smažte ji (text dejte do uvozovek)`,
    "Hodnota začíná značkou s vykřičníkem, např. !!str nebo !!float.",
    { line: 4, tag: "!!float" },
  ),
  fileTooLarge: message(
    ({ size, max }: { size: number; max: number }) =>
      `soubor je příliš velký (${thousands(Math.ceil(size / 1024))} kB, smí mít nejvýš ${thousands(max / 1024)} kB); obsah jednoho souboru se do něj nevejde, nejspíš je v něm omylem vložený jiný soubor`,
    "Soubor YAML je mnohonásobně větší, než kolik se na stránku vejde.",
    { size: 5_242_880, max: 65_536 },
  ),
  imageTooLarge: message(
    ({ size, max }: { size: number; max: number }) =>
      `obrázek je příliš velký (${megabytes(size)} MB, smí mít nejvýš ${megabytes(max)} MB); zmenšete ho (webu stačí šířka 2 400 px) a uložte znovu jako JPG`,
    "Soubor obrázku je větší, než kolik web potřebuje a než kolik stavba webu bezpečně zpracuje.",
    { size: 31_457_280, max: 20_971_520 },
  ),
  imageTooManyPixels: message(
    ({ width, height, max }: { width: number; height: number; max: number }) =>
      `obrázek má ${thousands(width)} × ${thousands(height)} px (${megapixels(width * height)} Mpx), smí mít nejvýš ${megapixels(max)} Mpx; zmenšete ho (webu stačí šířka 2 400 px) a uložte znovu`,
    "Obrázek má víc pixelů, než stavba webu bezpečně zpracuje (i malý soubor se může rozbalit na obrovský obrázek).",
    { width: 20_000, height: 20_000, max: 50_000_000 },
  ),
  notAnObject: message(
    () =>
      "soubor musí obsahovat řádky „pole: hodnota“, ne seznam ani jedinou hodnotu; vraťte ho do tvaru ostatních souborů ve složce",
    "Soubor je prázdný, nebo začíná seznamem (řádky „- “) místo polí.",
    {},
  ),
  strayFile: message(
    () =>
      "soubor YAML nepatří do žádné části obsahu; přesuňte ho do content/categories/, content/treatments/ nebo content/team/, nebo ho smažte",
    "Soubor YAML leží ve složce, kterou web nečte.",
    {},
  ),
  ymlExtension: message(() => "soubor musí mít příponu .yaml, ne .yml; přejmenujte ho", "Soubor má příponu .yml.", {}),
  foreignFile: message(
    () =>
      "tento soubor do obsahu nepatří: ve složce content/ smí být jen soubory .yaml, obrázky JPG, PNG, WebP nebo AVIF ve složce content/images/ a README.md; smažte ho (patří-li k webu, předejte ho správci webu)",
    "Ve složce content/ leží soubor jiného druhu (program, dokument, skrytý soubor systému), nebo obrázek mimo content/images/.",
    {},
  ),
  linkInContent: message(
    () =>
      "toto je odkaz na jiné místo na disku (symbolický odkaz), ne soubor; obsah smí obsahovat jen skutečné soubory, odkaz smažte",
    "Ve složce content/ je místo souboru nebo složky odkaz na jiné místo.",
    {},
  ),
  fakeImage: message(
    () =>
      "soubor má příponu obrázku, ale obrázek JPG, PNG, WebP ani AVIF to není; otevřete ho v prohlížeči obrázků a uložte znovu jako JPG, nebo ho smažte",
    "Soubor ve složce content/images/ má příponu obrázku, ale obsahuje něco jiného (např. přejmenovaný dokument nebo fotka HEIC z telefonu).",
    {},
  ),
  noTreatments: message(
    () =>
      "ve složce není ani jedna procedura, takže by stránka s procedurami zůstala bez ceníku; obnovte smazané procedury z historie (git), nebo přidejte aspoň jednu",
    "Ze složky content/treatments/ se smazaly všechny procedury.",
    {},
  ),
  noTeamMembers: message(
    () =>
      "ve složce není nikdo z týmu, takže by web ukázal nadpis týmu bez jediného člověka; obnovte smazané členy týmu z historie (git), nebo přidejte aspoň jednoho",
    "Ze složky content/team/ se smazali všichni členové týmu.",
    {},
  ),
  missingFile: message(
    () => "soubor chybí; obnovte ho z historie (git), nebo ho vytvořte podle content/README.md",
    "Chybí jeden ze souborů, bez kterých web nejde sestavit (site.yaml, contact.yaml, stránky).",
    {},
  ),
  fileName: message(
    () =>
      "název souboru smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky a končit .yaml, např. head-spa-classic.yaml; přejmenujte ho",
    "Název souboru procedury, kategorie nebo člena týmu má velká písmena, diakritiku, mezery nebo jiné znaky.",
    {},
  ),
  imageFileName: message(
    ({ suggestion }: { suggestion: string }) =>
      `název obrázku smí obsahovat jen písmena bez diakritiky, číslice, pomlčky a podtržítka a jedinou tečku před příponou; přejmenujte soubor na ${quoted(suggestion)} a stejně upravte cestu k němu v souborech obsahu`,
    "Obrázek ve složce content/images/ má v názvu mezeru, diakritiku, další tečku nebo jiný znak (mezery a diakritiku editor v prohlížeči při nahrání odstraní sám).",
    { suggestion: "jana-nova.jpg" },
  ),
  folderName: message(
    ({ suggestion }: { suggestion: string }) =>
      `název složky smí obsahovat jen písmena bez diakritiky, číslice, pomlčky a podtržítka, bez tečky (složka s tečkou, např. x.yaml, vypadá jako soubor); přejmenujte ji na ${quoted(suggestion)}`,
    "Složka v content/ má v názvu tečku (jmenuje se jako soubor), mezeru, diakritiku nebo jiný znak.",
    { suggestion: "x-yaml" },
  ),

  // Across files
  duplicateOrder: message(
    ({ order, other, scope }: { order: unknown; other: string; scope?: string }) =>
      `pořadí ${shown(order)} už má ${other}${scope ? ` ${scope}` : ""}; každé číslo smí být použité jen jednou, jedno změňte`,
    "Dvě kategorie, dva členové týmu nebo dvě procedury jedné kategorie mají stejné pořadí (order).",
    { order: 4, other: "content/treatments/head-spa-candle.yaml (CANDLE)", scope: "ve stejné kategorii" },
  ),
  duplicateMenuPage: message(
    ({ page, other }: { page: string; other: string }) =>
      `stránka ${quoted(page)} už v menu je jako položka ${quoted(other)}; každá stránka smí být v menu jen jednou, jednu z položek smažte`,
    "Menu odkazuje na stejnou stránku dvakrát.",
    { page: "/about/", other: "O nás" },
  ),
  unknownEntry: message(
    ({
      name,
      folder,
      known,
      suggestion,
    }: {
      name: string
      folder: string
      known: readonly string[]
      suggestion?: string
    }) =>
      `v ${folder}/ není soubor ${quoted(`${name}.yaml`)}${didYouMean(suggestion)} Napište název souboru bez .yaml, jeden z těchto: ${known.join(", ")}`,
    "Procedura odkazuje na kategorii, jejíž soubor v content/categories/ neexistuje (kategorie se píše názvem svého souboru bez .yaml).",
    {
      name: "headspa",
      folder: "content/categories",
      known: ["hair-care", "head-spa", "massages"],
      suggestion: "head-spa",
    },
  ),
  emptyCategory: message(
    () => "do této kategorie nepatří žádná procedura; přidejte do ní proceduru, nebo kategorii smažte",
    "Kategorie nemá ani jednu proceduru (web by ukázal prázdnou kartu).",
    {},
  ),
  lastTreatmentRemoved: message(
    ({ category }: { category: string }) =>
      `v kategorii ${quoted(category)} by na webu nezůstala žádná procedura; nechte tuto proceduru na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte do kategorie jinou`,
    "Procedura má zaškrtnuté Odebrat z webu, ale je poslední, která by v kategorii na webu zůstala (kategorie bez procedur se na web nedá).",
    { category: "MEN SPA" },
  ),
  lastTeamMemberRemoved: message(
    () =>
      "na webu by nezůstal nikdo z týmu; nechte tohoto člena týmu na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte jiného",
    "Všichni členové týmu mají zaškrtnuté Odebrat z webu (stránka O nás by ukázala nadpis týmu bez jediného člověka).",
    {},
  ),
  imageNotFound: message(
    ({ path, folder }: { path: string; folder: string }) =>
      `obrázek ${shown(path)} neexistuje; cesta se počítá od složky ${folder}/ (.. znamená o složku výš)`,
    "Na uvedené cestě žádný soubor není.",
    { path: "../images/team/nobody.jpg", folder: "content/team" },
  ),
  imageCase: message(
    ({ path, actual }: { path: string; actual: string }) =>
      `obrázek ${shown(path)} neexistuje, ale existuje ${quoted(actual)}, který se liší jen velkými a malými písmeny; napište cestu přesně takto (na Macu by to prošlo, na serveru ne)`,
    "Cesta k obrázku se od skutečného názvu souboru liší jen velikostí písmen.",
    { path: "../images/team/Jana.JPG", actual: "../images/team/jana.jpg" },
  ),
  imageOutside: message(
    ({ path }: { path: string }) => `cesta ${shown(path)} vede mimo složku content/; obrázky patří do content/images/`,
    "Cesta k obrázku obsahuje tolik „../“, že vede ven ze složky content/.",
    { path: "../../../elsewhere/x.jpg" },
  ),
  notAnImage: message(
    ({ path }: { path: string }) =>
      `soubor ${shown(path)} není obrázek JPG, PNG, WebP ani AVIF, i když tak má příponu; otevřete ho v prohlížeči obrázků a uložte znovu jako JPG`,
    "Soubor má příponu obrázku, ale obsahuje něco jiného (např. přejmenovaný dokument nebo fotka HEIC z telefonu).",
    { path: "../images/team/lucie.jpg" },
  ),
  unprintable: message(
    ({ characters }: { characters: readonly string[] }) =>
      `obsahuje ${characters.length === 1 ? "znak" : "znaky"} ${characters.join(", ")}, ${characters.length === 1 ? "který písma" : "které písma"} webu nemají (na webu by se ukázaly jako prázdný čtvereček); nahraďte je obyčejnými písmeny nebo je smažte`,
    "Text obsahuje znak, který písma webu neumějí (šipky, emoji, neobvyklá písmena).",
    { characters: ["„→“ (U+2192)", "„✨“ (U+2728)"] },
  ),

  // Last resort: a bug in the check itself must not hide the other problems.
  internal: message(
    ({ reason }: { reason: string }) =>
      `tento soubor se nepodařilo zkontrolovat (${reason}); pošlete celé hlášení správci webu`,
    "Chyba v samotné kontrole; ostatní soubory se zkontrolují i tak.",
    { reason: "RangeError: Maximum call stack size exceeded" },
  ),
}

export type MessageKey = keyof typeof messages
export type MessageParams<K extends MessageKey> = Parameters<(typeof messages)[K]["say"]>[0]

/** The message with its parameters, in the medium's words; a `value` (what the editor wrote) is quoted at the end. */
export function say<K extends MessageKey>(key: K, params: MessageParams<K>, medium: Medium = "file"): string {
  const { say: file, form } = messages[key] as Message<MessageParams<K>>
  const text = (medium === "form" && form ? form.say : file)(params)
  const given = params as { value?: unknown }
  return "value" in given ? `${text} (je tam ${shown(given.value)})` : text
}

/** The reason for a parser error; `parserMessage` only tells a missing quote from other missing characters. */
export function yamlReason(code: string, parserMessage = ""): string {
  if (code === "MISSING_CHAR" && /quote/i.test(parserMessage)) return yamlReasons.MISSING_QUOTE
  return (yamlReasons as Record<string, string>)[code] ?? yamlReasons.other
}

// Where a problem is, and how the report prints it.

export type ContentIssue = {
  /** Path from the project root, e.g. content/treatments/head-spa-candle.yaml */
  file: string
  /** The entry's name, when the file holds a named entry. */
  entry?: string
  /** Dotted path of the field, e.g. gallery.images[2].alt */
  field?: string
  /** Which message of the catalogue (messages.ts) this is. */
  key: MessageKey
  /** The message in Czech, as the editor reads it. */
  message: string
}

/** Where an issue is: the file, and the entry and field when known. */
export type IssuePlace = { file: string; entry?: string; field?: string }

export function issue<K extends MessageKey>(place: IssuePlace, key: K, params: MessageParams<K>): ContentIssue {
  return { ...place, key, message: say(key, params) }
}

/**
 * Line breaks and other control characters written as escapes (\n, \u0085): the report
 * goes into the run's log, where a line starting with `::` is a workflow command, and into
 * Markdown; a file name or a quoted value must not start a line of its own there.
 */
const oneLine = (text: string) =>
  text.replace(/[\p{Cc}\u2028\u2029]/gu, (character) =>
    character === "\n" ? "\\n" : `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  )

export function formatIssue({ file, entry, field, message }: ContentIssue): string {
  return oneLine(`${file}${entry ? ` (${entry})` : ""}${field ? `, pole ${field}` : ""}: ${message}`)
}

export function formatReport(issues: readonly ContentIssue[]): string {
  const count = plural(issues.length, "chybu", "chyby", "chyb")
  return [`Kontrola obsahu našla ${count}:`, ...issues.map((found) => `  - ${formatIssue(found)}`)].join("\n")
}

/** The line printed when everything passes. */
export function formatSuccess(fileCount: number, milliseconds?: number): string {
  const files = plural(fileCount, "soubor", "soubory", "souborů")
  return `Obsah je v pořádku: ${files}${milliseconds === undefined ? "" : `, zkontrolováno za ${milliseconds} ms`}.`
}

/** Field path as an editor reads it: features.items[1].title */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    "",
  )
}

/** What the editor sees as the entry's name in messages; single files (site.yaml) have none. */
export function entryLabel({ collection, data }: { collection: { kind: string }; data: Record<string, unknown> }) {
  const label = typeof data.name === "string" ? data.name.trim() : ""
  if (collection.kind !== "folder" || !label) return undefined
  return label.length > 60 ? `${label.slice(0, 59)}…` : label
}

// "Did you mean": the known word closest to a misspelt one, if it is close enough.

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]
}

/** Case, dashes and underscores do not count: wellness-specialist is close to wellnessSpecialist. */
const normalise = (word: string) => word.toLowerCase().replace(/[-_\s]/g, "")

export function closest(word: string, known: readonly string[]): string | undefined {
  if (word.length > 100) return undefined
  return known
    .map((candidate) => ({ candidate, score: distance(normalise(word), normalise(candidate)) }))
    .filter(({ candidate, score }) => score <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.score - b.score)[0]?.candidate
}
