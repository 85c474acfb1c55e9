/**
 * @jest-environment node
 *
 * Every message the content check can give, each from one broken copy of the
 * small fixture content (__tests__/fixtures/content), with the exact Czech
 * line the editor reads. The table covers every message of the catalogue.
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatIssue, formatReport, formatSuccess, type MessageKey, messages } from "../../src/content"
import { copyContent, type Fixture, fixtureContentDir, realContentDir } from "../support/content-fixture"

let fixture: Fixture
beforeEach(() => {
  fixture = copyContent(fixtureContentDir)
})
afterEach(() => fixture.cleanup())

const found = () => checkContent(fixture.contentDir).issues
const messagesNow = () => found().map(formatIssue)

const CANDLE = "content/treatments/head-spa-candle.yaml (CANDLE)"
const JANA = "content/team/jana.yaml (Jana)"
const EVA = "content/team/eva.yaml (Eva)"
/** CANDLE moved to CLASSIC's position: the file read later is named as the duplicate. */
const CLASSIC_DUPLICATE =
  "content/treatments/head-spa-classic.yaml (CLASSIC), pole order: pořadí 1 už má content/treatments/head-spa-candle.yaml (CANDLE) ve stejné kategorii; každé číslo smí být použité jen jednou, jedno změňte"
type Data = Record<string, unknown>
const at = (data: Data, key: string) => data[key] as Data

/** Three levels of nine aliases each: 729 values from a few bytes, growing tenfold per added line. */
const ALIAS_BOMB = [
  "a: &a [x, x, x, x, x, x, x, x, x]",
  "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
  "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
  "name: *c",
  "",
].join("\n")

/** The first bytes of a PNG file of the given size: all a header check reads. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write("IHDR", 4, "latin1")
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr.set([8, 6, 0, 0, 0], 16)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr])
}

/** Writes one field's value into a file exactly as typed, the way an editor would in a text editor. */
function written(f: Fixture, file: string, field: string, raw: string): void {
  const text = f.read(file)
  const line = new RegExp(`^${field}:.*$`, "m")
  f.write(file, line.test(text) ? text.replace(line, `${field}: ${raw}`) : `${text}${field}: ${raw}\n`)
}

type Case = [key: MessageKey, situation: string, breakIt: (f: Fixture) => void, expected: string[]]

const cases: Case[] = [
  [
    "required",
    "a required field left out",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => delete d.price),
    [`${CANDLE}, pole price: povinné pole chybí; doplňte ho`],
  ],
  [
    "requiredEmpty",
    "a required field with nothing after the colon",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = null)),
    [`${CANDLE}, pole price: povinné pole je prázdné; doplňte hodnotu`],
  ],
  [
    "blank",
    "a name of spaces only (the file alone names it)",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.name = "  ")),
    [
      "content/treatments/head-spa-candle.yaml, pole name: text je prázdný nebo jsou v něm jen mezery; napište text (je tam „  “)",
    ],
  ],
  [
    "blank",
    "an optional text of spaces only",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.badge = "   ")),
    [`${CANDLE}, pole badge: text je prázdný nebo jsou v něm jen mezery; napište text (je tam „   “)`],
  ],
  [
    "unknownField",
    "a misspelt field, with the intended one suggested",
    (f) =>
      f.edit("treatments/head-spa-candle.yaml", (d) => {
        d.durtion = d.duration
        delete d.duration
      }),
    [
      `${CANDLE}, pole duration: povinné pole chybí; doplňte ho`,
      `${CANDLE}, pole durtion: neznámé pole; nemysleli jste „duration“?`,
    ],
  ],
  [
    "unknownField",
    "a field the site does not know, nested",
    (f) => f.edit("contact.yaml", (d) => (at(d, "map").colour = "red")),
    [
      "content/contact.yaml, pole map.colour: neznámé pole; web ho nezná, smažte ho (názvy polí jsou v content/README.md)",
    ],
  ],
  [
    "expectedText",
    "a postcode written as a number",
    (f) => f.edit("contact.yaml", (d) => (d.postcode = 41501)),
    ['content/contact.yaml, pole postcode: má tu být text; dejte hodnotu do uvozovek, např. "41501" (je tam 41501)'],
  ],
  [
    "expectedNumber",
    "a price written with a space and the currency",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = "1 490 Kč")),
    [
      `${CANDLE}, pole price: má tu být číslo; pište jen číslice (s desetinnou tečkou), bez mezer a jednotek, např. 1290 (je tam „1 490 Kč“)`,
    ],
  ],
  [
    "expectedList",
    "a menu that is one text",
    (f) => f.edit("site.yaml", (d) => (d.nav = "Domů")),
    ["content/site.yaml, pole nav: má tu být seznam; každou položku začněte na novém řádku znaky „- “ (je tam „Domů“)"],
  ],
  [
    "expectedGroup",
    "a group of fields that is one text",
    (f) => f.edit("site.yaml", (d) => (d.labels = "Zavřít")),
    [
      "content/site.yaml, pole labels: má tu být skupina polí; pole skupiny napište na další řádky, odsazená o dvě mezery (je tam „Zavřít“)",
    ],
  ],
  [
    "wholeNumber",
    "a duration with a fraction",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 90.5)),
    [`${CANDLE}, pole duration: musí být celé číslo (je tam 90.5)`],
  ],
  [
    "numberRange",
    "a duration below 15 minutes",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5)),
    [`${CANDLE}, pole duration: musí být číslo od 15 do 210 minut (je tam 5)`],
  ],
  [
    "numberRange",
    "a duration above 210 minutes",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 240)),
    [`${CANDLE}, pole duration: musí být číslo od 15 do 210 minut (je tam 240)`],
  ],
  [
    "numberRange",
    "a price of zero",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = 0)),
    [`${CANDLE}, pole price: musí být číslo od 1 do 100 000 Kč (je tam 0)`],
  ],
  [
    "numberRange",
    "a price hundreds of digits long",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = 1e308)),
    [`${CANDLE}, pole price: musí být číslo od 1 do 100 000 Kč (je tam 1e+308)`],
  ],
  [
    "numberRange",
    "a year of two digits",
    (f) => f.edit("site.yaml", (d) => (d.copyrightYear = 25)),
    ["content/site.yaml, pole copyrightYear: musí být číslo od 2000 do 2100 (je tam 25)"],
  ],
  [
    "numberMin",
    "an order of 0",
    (f) => f.edit("team/jana.yaml", (d) => (d.order = 0)),
    [`${JANA}, pole order: musí být 1 nebo víc (je tam 0)`],
  ],
  [
    "priceDecimals",
    "a price with three decimals",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.price = 1290.555)),
    [
      `${CANDLE}, pole price: cena smí mít nejvýš dvě desetinná místa (haléře); pište např. 1290 nebo 990.5 (je tam 1290.555)`,
    ],
  ],
  [
    "numberThousands",
    "a price with a thousands dot, which YAML alone reads as 1.49",
    (f) => written(f, "treatments/head-spa-candle.yaml", "price", "1.490"),
    [
      `${CANDLE}, pole price: tisíce pište bez oddělovače (bez tečky, čárky i mezery), jinak web číslo přečte jinak; napište 1490 (je tam „1.490“)`,
    ],
  ],
  [
    "numberThousands",
    "a price with a thousands comma",
    (f) => written(f, "treatments/head-spa-candle.yaml", "price", "12,500"),
    [
      `${CANDLE}, pole price: tisíce pište bez oddělovače (bez tečky, čárky i mezery), jinak web číslo přečte jinak; napište 12500 (je tam „12,500“)`,
    ],
  ],
  [
    "numberThousands",
    "a price with a thousands space and hellers after a comma",
    (f) => written(f, "treatments/head-spa-candle.yaml", "price", "1 490,50"),
    [
      `${CANDLE}, pole price: tisíce pište bez oddělovače (bez tečky, čárky i mezery), jinak web číslo přečte jinak; napište 1490.50 (je tam „1 490,50“)`,
    ],
  ],
  [
    "numberDecimalComma",
    "a price with a decimal comma",
    (f) => written(f, "treatments/head-spa-candle.yaml", "price", "990,5"),
    [`${CANDLE}, pole price: desetinnou část oddělte tečkou, ne čárkou; napište 990.5 (je tam „990,5“)`],
  ],
  [
    "textTooLong",
    "a badge longer than a card's pill takes",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.badge = "Jen u nás a jen tento měsíc, pospěšte si")),
    [`${CANDLE}, pole badge: text je příliš dlouhý: smí mít nejvýš 30 znaků, teď má 40; zkraťte ho`],
  ],
  [
    "textTooLong",
    "a name of 50,000 characters (named by its first 60 in the report)",
    (f) => f.edit("team/jana.yaml", (d) => (d.name = "J".repeat(50_000))),
    [
      `content/team/jana.yaml (${"J".repeat(59)}…), pole name: text je příliš dlouhý: smí mít nejvýš 60 znaků, teď má 50 000; zkraťte ho`,
    ],
  ],
  [
    "listExact",
    "a gallery with one image too few",
    (f) => f.edit("pages/home.yaml", (d) => (at(d, "gallery").images as unknown[]).pop()),
    ["content/pages/home.yaml, pole gallery.images: musí mít přesně 6 položek, teď má 5"],
  ],
  [
    "listMin",
    "an empty menu",
    (f) => f.edit("site.yaml", (d) => (d.nav = [])),
    ["content/site.yaml, pole nav: musí mít aspoň 1 položku, teď má 0"],
  ],
  [
    "listMax",
    "a menu with more links than the site has pages",
    (f) =>
      f.edit("site.yaml", (d) => {
        d.nav = ["/", "/about/", "/treatments/", "/contact/", "/"].map((page, i) => ({
          label: `Odkaz ${i}`,
          path: page,
        }))
      }),
    [
      "content/site.yaml, pole nav: smí mít nejvýš 4 položky, teď má 5",
      "content/site.yaml, pole nav[4].path: stránka „/“ už v menu je jako položka „Odkaz 0“; každá stránka smí být v menu jen jednou, jednu z položek smažte",
    ],
  ],
  [
    "oneOf",
    "a role outside the known set",
    (f) => f.edit("team/jana.yaml", (d) => (d.role = "boss")),
    [`${JANA}, pole role: musí být jedna z hodnot founder, wellnessSpecialist (je tam „boss“)`],
  ],
  [
    "oneOf",
    "the old spelling of a role, with the new one suggested",
    (f) => f.edit("team/eva.yaml", (d) => (d.role = "wellness-specialist")),
    [
      `${EVA}, pole role: musí být jedna z hodnot founder, wellnessSpecialist; nemysleli jste „wellnessSpecialist“? (je tam „wellness-specialist“)`,
    ],
  ],
  [
    "oneOf",
    "a menu link to a page the site does not have",
    (f) => f.edit("site.yaml", (d) => ((d.nav as Data[])[1].path = "/o-nas")),
    [
      "content/site.yaml, pole nav[1].path: musí být jedna z hodnot /, /about/, /treatments/, /contact/ (je tam „/o-nas“)",
    ],
  ],
  [
    "urlNotHttps",
    "a booking address on plain http",
    (f) => f.edit("site.yaml", (d) => (d.bookingUrl = "http://booking.example.com/salon")),
    [
      "content/site.yaml, pole bookingUrl: musí to být celá webová adresa začínající https://; zkopírujte ji z prohlížeče celou (je tam „http://booking.example.com/salon“)",
    ],
  ],
  [
    "urlNotHttps",
    "a team photo on plain http",
    (f) => f.edit("team/eva.yaml", (d) => (d.photo = "http://images.example.com/eva.jpg")),
    [
      `${EVA}, pole photo: musí to být celá webová adresa začínající https://; zkopírujte ji z prohlížeče celou (je tam „http://images.example.com/eva.jpg“)`,
    ],
  ],
  [
    "urlCredentials",
    "an address with a user name and password",
    (f) => f.edit("site.yaml", (d) => (d.bookingUrl = "https://jana:heslo@booking.example.com/")),
    [
      "content/site.yaml, pole bookingUrl: adresa nesmí obsahovat jméno ani heslo (část před @) (je tam „https://jana:heslo@booking.example.com/“)",
    ],
  ],
  [
    "urlPort",
    "a photo address with a port the URL parser refuses",
    (f) => f.edit("team/eva.yaml", (d) => (d.photo = "https://img.example.com:99999/a.jpg")),
    [
      `${EVA}, pole photo: adresa nesmí obsahovat číslo portu (dvojtečku a číslo za názvem serveru); smažte ho (je tam „https://img.example.com:99999/a.jpg“)`,
    ],
  ],
  [
    "urlHost",
    "an Instagram address without a domain",
    (f) => f.edit("site.yaml", (d) => (d.instagramUrl = "https://instagram")),
    [
      "content/site.yaml, pole instagramUrl: musí to být celá adresa https:// s názvem serveru z písmen bez diakritiky, číslic, teček a pomlček, který končí doménou jako .cz nebo .com (je tam „https://instagram“)",
    ],
  ],
  [
    "urlHost",
    "a photo host that would write a sandbox directive into the CSP",
    (f) => f.edit("team/eva.yaml", (d) => (d.photo = "https://img.example.com;sandbox/a.jpg")),
    [
      `${EVA}, pole photo: musí to být celá adresa https:// s názvem serveru z písmen bez diakritiky, číslic, teček a pomlček, který končí doménou jako .cz nebo .com (je tam „https://img.example.com;sandbox/a.jpg“)`,
    ],
  ],
  [
    "urlSpaces",
    "an address with a space",
    (f) => f.edit("site.yaml", (d) => (d.facebookUrl = "https://www.facebook.com/head spa")),
    ["content/site.yaml, pole facebookUrl: adresa nesmí obsahovat mezery (je tam „https://www.facebook.com/head spa“)"],
  ],
  [
    "photoHost",
    "a team photo on a server the web person has not allowed",
    (f) => f.edit("team/eva.yaml", (d) => (d.photo = "https://images.example.com/eva.jpg")),
    [
      `${EVA}, pole photo: obrázky ze serveru images.example.com web nenačítá (fotky z jiných serverů nepovolil správce webu žádné); nahrajte fotku do složky content/images/team/ a napište cestu k ní, např. ../images/team/jana.jpg (je tam „https://images.example.com/eva.jpg“)`,
    ],
  ],
  [
    "imageIsUrl",
    "a web address where a local image belongs",
    (f) => f.edit("pages/home.yaml", (d) => (at(d, "hero").image = "https://images.example.com/hero.jpg")),
    [
      "content/pages/home.yaml, pole hero.image: tady musí být cesta k obrázku ve složce content/images, ne webová adresa; obrázek uložte do content/images/ a napište cestu k němu (je tam „https://images.example.com/hero.jpg“)",
    ],
  ],
  [
    "imageExtension",
    "a photo in a format the image pipeline cannot read",
    (f) => f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/jana.gif")),
    [
      `${JANA}, pole photo: musí to být cesta k obrázku s příponou .jpg, .png, .webp nebo .avif (je tam „../images/team/jana.gif“)`,
    ],
  ],
  [
    "postcode",
    "a postcode of four digits",
    (f) => f.edit("contact.yaml", (d) => (d.postcode = "4150")),
    ['content/contact.yaml, pole postcode: musí to být PSČ, např. "415 01" (v uvozovkách) (je tam „4150“)'],
  ],
  [
    "phone",
    "a phone number without the country code",
    (f) => f.edit("contact.yaml", (d) => (d.phone = "123456")),
    [
      'content/contact.yaml, pole phone: musí to být telefon v mezinárodním tvaru, např. "+420 123 456 789" (v uvozovkách) (je tam „123456“)',
    ],
  ],
  [
    "placeholders",
    "the photo viewer's position text without {total}",
    (f) => f.edit("site.yaml", (d) => (at(at(d, "labels"), "lightbox").position = "Fotografie {current}")),
    [
      "content/site.yaml, pole labels.lightbox.position: musí obsahovat {current} i {total} (přesně tak, se složenými závorkami), např. „Fotografie {current} z {total}“ (je tam „Fotografie {current}“)",
    ],
  ],
  [
    "yamlSyntax",
    "a line indented under a field that has a value",
    (f) => f.write("treatments/head-spa-candle.yaml", "name: CANDLE\ncategory: head-spa\n  order: 4\n"),
    [
      "content/treatments/head-spa-candle.yaml: chyba zápisu na řádku 2, znak 11: řádek je odsazený víc než pole nad ním, které už hodnotu má; srovnejte odsazení, nebo text s dvojtečkou dejte do uvozovek",
    ],
  ],
  [
    "yamlSyntax",
    "a tab used for indentation",
    (f) => f.write("team/jana.yaml", "name: Jana\nlabels:\n\tx: 1\n"),
    ["content/team/jana.yaml: chyba zápisu na řádku 3, znak 1: řádek je odsazený tabulátorem; odsazujte jen mezerami"],
  ],
  [
    "yamlSyntax",
    "a quotation mark never closed",
    (f) => f.write("team/jana.yaml", 'name: "Jana\nrole: founder\n'),
    [
      "content/team/jana.yaml: chyba zápisu na řádku 3, znak 1: někde nad tímto místem chybí uzavírací uvozovka; doplňte ji na konec textu, který uvozovkou začíná",
    ],
  ],
  [
    "yamlSyntax",
    "the same field twice",
    (f) => f.write("team/jana.yaml", "name: Jana\nname: Eva\n"),
    ["content/team/jana.yaml: chyba zápisu na řádku 2, znak 1: stejné pole je ve stejné skupině dvakrát; jedno smažte"],
  ],
  [
    "yamlAliases",
    "an alias bomb",
    (f) => f.write("team/jana.yaml", ALIAS_BOMB),
    [
      "content/team/jana.yaml: soubor obsahuje příliš mnoho odkazů (aliasů *…) na jiné části souboru a nejde bezpečně přečíst; hodnoty napište přímo, bez & a *",
    ],
  ],
  [
    "yamlUnknownAlias",
    "a value starting with an asterisk",
    (f) => f.write("team/jana.yaml", "name: *hvězdička\n"),
    [
      "content/team/jana.yaml: odkaz *hvězdička nemá v souboru kotvu &hvězdička; text, který začíná hvězdičkou, dejte do uvozovek",
    ],
  ],
  [
    "yamlDirective",
    "a %YAML 1.1 line, under which 0120 would read as 80",
    (f) => {
      written(f, "treatments/head-spa-candle.yaml", "duration", "0120")
      f.write("treatments/head-spa-candle.yaml", `%YAML 1.1\n---\n${f.read("treatments/head-spa-candle.yaml")}`)
    },
    [
      "content/treatments/head-spa-candle.yaml: řádek 1 začíná znakem % (pokyn pro YAML), který obsah nepotřebuje a který by různé programy četly různě; smažte ho",
    ],
  ],
  [
    "yamlTag",
    "a tag that makes a text of a number",
    (f) => written(f, "treatments/head-spa-candle.yaml", "price", "!!str 1490"),
    [
      "content/treatments/head-spa-candle.yaml: na řádku 5 je značka !!str, kterou obsah nepotřebuje a kterou by různé programy četly různě; smažte ji (text dejte do uvozovek)",
    ],
  ],
  [
    "fileTooLarge",
    "a content file of 5 MB",
    (f) => f.write("team/eva.yaml", `${f.read("team/eva.yaml")}# ${"x".repeat(5 * 1024 * 1024)}\n`),
    [
      "content/team/eva.yaml: soubor je příliš velký (5121 kB, smí mít nejvýš 64 kB); obsah jednoho souboru se do něj nevejde, nejspíš je v něm omylem vložený jiný soubor",
    ],
  ],
  [
    "imageTooLarge",
    "a photo of 21 MB",
    (f) => {
      const photo = fs.readFileSync(path.join(f.contentDir, "images/team/jana.jpg"))
      fs.writeFileSync(
        path.join(f.contentDir, "images/team/jana.jpg"),
        Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024 - photo.length)]),
      )
    },
    [
      "content/images/team/jana.jpg: obrázek je příliš velký (21,0 MB, smí mít nejvýš 20,0 MB); zmenšete ho (webu stačí šířka 2 400 px) a uložte znovu jako JPG",
    ],
  ],
  [
    "imageTooManyPixels",
    "a PNG of a few bytes whose header promises 100,000 × 100,000 pixels (a decompression bomb)",
    (f) => fs.writeFileSync(path.join(f.contentDir, "images/team/jana.jpg"), pngHeader(100_000, 100_000)),
    [
      "content/images/team/jana.jpg: obrázek má 100 000 × 100 000 px (10000 Mpx), smí mít nejvýš 50 Mpx; zmenšete ho (webu stačí šířka 2 400 px) a uložte znovu",
    ],
  ],
  [
    "notAnObject",
    "a file whose top level is a list",
    (f) => f.write("team/duo.yaml", "- name: Eva\n- name: Ema\n"),
    [
      "content/team/duo.yaml: soubor musí obsahovat řádky „pole: hodnota“, ne seznam ani jedinou hodnotu; vraťte ho do tvaru ostatních souborů ve složce",
    ],
  ],
  [
    "notAnObject",
    "an empty file",
    (f) => f.write("team/nova.yaml", ""),
    [
      "content/team/nova.yaml: soubor musí obsahovat řádky „pole: hodnota“, ne seznam ani jedinou hodnotu; vraťte ho do tvaru ostatních souborů ve složce",
    ],
  ],
  [
    "strayFile",
    "a YAML file outside the collections",
    (f) => f.write("prices.yaml", "a: 1\n"),
    [
      "content/prices.yaml: soubor YAML nepatří do žádné části obsahu; přesuňte ho do content/categories/, content/treatments/ nebo content/team/, nebo ho smažte",
    ],
  ],
  [
    "ymlExtension",
    "a .yml file",
    (f) => fs.renameSync(path.join(f.contentDir, "team/eva.yaml"), path.join(f.contentDir, "team/eva.yml")),
    ["content/team/eva.yml: soubor musí mít příponu .yaml, ne .yml; přejmenujte ho"],
  ],
  [
    "foreignFile",
    "a script planted as a mock (only-data.ts)",
    (f) => f.write("__mocks__/react.js", "module.exports = {}\n"),
    [
      "content/__mocks__/react.js: tento soubor do obsahu nepatří: ve složce content/ smí být jen soubory .yaml, obrázky JPG, PNG, WebP nebo AVIF ve složce content/images/ a README.md; smažte ho (patří-li k webu, předejte ho správci webu)",
    ],
  ],
  [
    "linkInContent",
    "a symbolic link (only-data.ts)",
    (f) => fs.symlinkSync("photo.jpg", path.join(f.contentDir, "images/alias.jpg")),
    [
      "content/images/alias.jpg: toto je odkaz na jiné místo na disku (symbolický odkaz), ne soubor; obsah smí obsahovat jen skutečné soubory, odkaz smažte",
    ],
  ],
  [
    "fakeImage",
    "a script named like a photo (only-data.ts)",
    (f) => f.write("images/team/extra.jpg", "<script>alert(1)</script>\n"),
    [
      "content/images/team/extra.jpg: soubor má příponu obrázku, ale obrázek JPG, PNG, WebP ani AVIF to není; otevřete ho v prohlížeči obrázků a uložte znovu jako JPG, nebo ho smažte",
    ],
  ],
  [
    "missingFile",
    "a missing single file",
    (f) => f.remove("contact.yaml"),
    ["content/contact.yaml: soubor chybí; obnovte ho z historie (git), nebo ho vytvořte podle content/README.md"],
  ],
  [
    "noTreatments",
    "every treatment and category deleted",
    (f) => {
      for (const file of ["head-spa-candle", "head-spa-classic", "massages-head"]) f.remove(`treatments/${file}.yaml`)
      for (const file of ["head-spa", "massages"]) f.remove(`categories/${file}.yaml`)
    },
    [
      "content/treatments/: ve složce není ani jedna procedura, takže by stránka s procedurami zůstala bez ceníku; obnovte smazané procedury z historie (git), nebo přidejte aspoň jednu",
    ],
  ],
  [
    "noTeamMembers",
    "the whole team deleted, and with it the folder (git keeps no empty folder)",
    (f) => fs.rmSync(path.join(f.contentDir, "team"), { recursive: true }),
    [
      "content/team/: ve složce není nikdo z týmu, takže by web ukázal nadpis týmu bez jediného člověka; obnovte smazané členy týmu z historie (git), nebo přidejte aspoň jednoho",
    ],
  ],
  [
    "fileName",
    "an entry file with capitals and an underscore",
    (f) => fs.renameSync(path.join(f.contentDir, "team/eva.yaml"), path.join(f.contentDir, "team/Eva_Nova.yaml")),
    [
      "content/team/Eva_Nova.yaml: název souboru smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky a končit .yaml, např. head-spa-classic.yaml; přejmenujte ho",
    ],
  ],
  [
    "duplicateOrder",
    "two treatments at the same position in one category",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.order = 1)),
    [CLASSIC_DUPLICATE],
  ],
  [
    "duplicateOrder",
    "two team members at the same position",
    (f) => f.edit("team/jana.yaml", (d) => (d.order = 2)),
    [
      `${JANA}, pole order: pořadí 2 už má content/team/eva.yaml (Eva); každé číslo smí být použité jen jednou, jedno změňte`,
    ],
  ],
  [
    "duplicateMenuPage",
    "the same page twice in the menu",
    (f) =>
      f.edit("site.yaml", (d) => {
        const nav = d.nav as { label: string; path: string }[]
        nav.push({ label: "Znovu domů", path: "/" })
      }),
    [
      "content/site.yaml, pole nav[2].path: stránka „/“ už v menu je jako položka „Domů“; každá stránka smí být v menu jen jednou, jednu z položek smažte",
    ],
  ],
  [
    "unknownEntry",
    "a treatment in a category that has no file",
    (f) => f.edit("treatments/head-spa-candle.yaml", (d) => (d.category = "headspa")),
    [
      `${CANDLE}, pole category: v content/categories/ není soubor „headspa.yaml“; nemysleli jste „head-spa“? Napište název souboru bez .yaml, jeden z těchto: head-spa, massages`,
    ],
  ],
  [
    "emptyCategory",
    "a category without treatments",
    (f) => f.write("categories/nails.yaml", "name: NEHTY\ndescription: Manikúra.\norder: 3\n"),
    [
      "content/categories/nails.yaml (NEHTY): do této kategorie nepatří žádná procedura; přidejte do ní proceduru, nebo kategorii smažte",
    ],
  ],
  [
    "lastTreatmentRemoved",
    "the only treatment of a category taken off the site",
    (f) => f.edit("treatments/massages-head.yaml", (d) => (d.removed = true)),
    [
      "content/treatments/massages-head.yaml (Masáž hlavy), pole removed: v kategorii „MASÁŽE“ by na webu nezůstala žádná procedura; nechte tuto proceduru na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte do kategorie jinou",
    ],
  ],
  [
    "lastTeamMemberRemoved",
    "every team member taken off the site",
    (f) => {
      for (const file of ["team/eva.yaml", "team/jana.yaml"]) f.edit(file, (d) => (d.removed = true))
    },
    [
      `${EVA}, pole removed: na webu by nezůstal nikdo z týmu; nechte tohoto člena týmu na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte jiného`,
      `${JANA}, pole removed: na webu by nezůstal nikdo z týmu; nechte tohoto člena týmu na webu (odškrtněte Odebrat z webu), nebo nejdřív přidejte jiného`,
    ],
  ],
  [
    "imageNotFound",
    "a photo file that does not exist",
    (f) => f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/nobody.jpg")),
    [
      `${JANA}, pole photo: obrázek „../images/team/nobody.jpg“ neexistuje; cesta se počítá od složky content/team/ (.. znamená o složku výš)`,
    ],
  ],
  [
    "imageCase",
    "a photo whose name differs only in letter case (passes on a Mac, fails on Linux)",
    (f) => f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/Jana.JPG")),
    [
      `${JANA}, pole photo: obrázek „../images/team/Jana.JPG“ neexistuje, ale existuje „../images/team/jana.jpg“, který se liší jen velkými a malými písmeny; napište cestu přesně takto (na Macu by to prošlo, na serveru ne)`,
    ],
  ],
  [
    "imageOutside",
    "an image path that leaves content/",
    (f) => f.edit("pages/home.yaml", (d) => (at(d, "hero").image = "../../../../elsewhere/x.jpg")),
    [
      "content/pages/home.yaml, pole hero.image: cesta „../../../../elsewhere/x.jpg“ vede mimo složku content/; obrázky patří do content/images/",
    ],
  ],
  [
    "imageOutside",
    "an image that is a link to a file outside content/",
    (f) => {
      fs.writeFileSync(path.join(f.root, "secret.jpg"), fs.readFileSync(path.join(f.contentDir, "images/photo.jpg")))
      fs.symlinkSync(path.join(f.root, "secret.jpg"), path.join(f.contentDir, "images/team/link.jpg"))
      f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/link.jpg"))
    },
    [
      // The link itself is refused too (only-data.ts).
      "content/images/team/link.jpg: toto je odkaz na jiné místo na disku (symbolický odkaz), ne soubor; obsah smí obsahovat jen skutečné soubory, odkaz smažte",
      `${JANA}, pole photo: cesta „../images/team/link.jpg“ vede mimo složku content/; obrázky patří do content/images/`,
    ],
  ],
  [
    "notAnImage",
    "a text file with an image's name",
    (f) => {
      f.write("images/team/fake.jpg", "not an image")
      f.edit("team/jana.yaml", (d) => (d.photo = "../images/team/fake.jpg"))
    },
    [
      "content/images/team/fake.jpg: soubor má příponu obrázku, ale obrázek JPG, PNG, WebP ani AVIF to není; otevřete ho v prohlížeči obrázků a uložte znovu jako JPG, nebo ho smažte",
      `${JANA}, pole photo: soubor „../images/team/fake.jpg“ není obrázek JPG, PNG, WebP ani AVIF, i když tak má příponu; otevřete ho v prohlížeči obrázků a uložte znovu jako JPG`,
    ],
  ],
  [
    "imageFileName",
    "a photo whose name has a space, a Czech letter and a second dot",
    (f) =>
      fs.copyFileSync(
        path.join(f.contentDir, "images/photo.jpg"),
        path.join(f.contentDir, "images/team/Jana Nová.final.JPG"),
      ),
    [
      "content/images/team/Jana Nová.final.JPG: název obrázku smí obsahovat jen písmena bez diakritiky, číslice, pomlčky a podtržítka a jedinou tečku před příponou; přejmenujte soubor na „Jana-Nova-final.JPG“ a stejně upravte cestu k němu v souborech obsahu",
    ],
  ],
  [
    "folderName",
    "a folder named like a YAML file, which CODEOWNERS would give away",
    (f) => f.write("team/x.yaml/README.md", "# x\n"),
    [
      "content/team/x.yaml/: název složky smí obsahovat jen písmena bez diakritiky, číslice, pomlčky a podtržítka, bez tečky (složka s tečkou, např. x.yaml, vypadá jako soubor); přejmenujte ji na „x-yaml“",
    ],
  ],
  [
    "unprintable",
    "characters the site's fonts do not have",
    (f) => f.edit("pages/home.yaml", (d) => (at(d, "hero").tagline = "Zdraví → krása ✨")),
    [
      "content/pages/home.yaml, pole hero.tagline: obsahuje znaky „→“ (U+2192), „✨“ (U+2728), které písma webu nemají (na webu by se ukázaly jako prázdný čtvereček); nahraďte je obyčejnými písmeny nebo je smažte",
    ],
  ],
]

it("accepts the fixture content as it is", () => {
  expect(messagesNow()).toEqual([])
})

it("accepts the live content/ (its rules are tested on the fixture)", () => {
  expect(checkContent(realContentDir).issues.map(formatIssue)).toEqual([])
})

describe.each(cases)("%s: %s", (key, _situation, breakIt, expected) => {
  it("gives the editor exactly this message", () => {
    breakIt(fixture)
    const issues = found()
    expect(issues.map(formatIssue)).toEqual(expected)
    expect(issues.map((i) => i.key)).toContain(key)
  })
})

it("has a case for every message of the catalogue", () => {
  // `internal` reports a fault of the check itself; no content reaches it. The form's own messages are tested
  // with the form (editor-field-problems.test.ts).
  const catalogue = Object.keys(messages).filter(
    (key) => key !== "internal" && !("formOnly" in messages[key as MessageKey]),
  )
  expect([...new Set(cases.map(([key]) => key))].sort()).toEqual(catalogue.sort())
})

it("counts a treatment that cannot be read: its folder is not empty, the file has its own message", () => {
  for (const file of ["head-spa-candle", "head-spa-classic"]) fixture.remove(`treatments/${file}.yaml`)
  fixture.remove("categories/head-spa.yaml")
  fixture.write("treatments/massages-head.yaml", "name: [HLAVA\n")
  expect(found().map((i) => i.key)).not.toContain("noTreatments")
  expect(found().some((i) => i.file === "content/treatments/massages-head.yaml")).toBe(true)
})

describe("what it accepts", () => {
  it.each([
    ["whole crowns", 1290],
    ["crowns and hellers", 990.5],
    ["two decimals", 12.34],
    ["the lowest price", 1],
    ["the highest price", 100_000],
  ])("a price in %s", (_name, price) => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.price = price))
    expect(messagesNow()).toEqual([])
  })

  it("an optional text left empty or out", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.badge = ""))
    fixture.edit("treatments/head-spa-classic.yaml", (d) => delete d.description)
    expect(messagesNow()).toEqual([])
  })

  it("a team photo on an https server of the web person's list", () => {
    fixture.edit("team/jana.yaml", (d) => (d.photo = "https://img.example.com/team/jana.jpg?w=960#top"))
    expect(checkContent(fixture.contentDir, { photoHosts: ["img.example.com"] }).issues).toEqual([])
  })

  it("every Czech letter, typographic quotes, dashes and the euro sign", () => {
    fixture.edit("pages/home.yaml", (d) => {
      at(d, "hero").tagline = "Příliš žluťoučký kůň úpěl ďábelské ódy – „ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ“ … 5 €"
    })
    expect(messagesNow()).toEqual([])
  })

  it("names in Slovak, German, Polish and Hungarian, and a street with ß", () => {
    fixture.edit("team/jana.yaml", (d) => (d.name = "Ľubica Ňuková"))
    fixture.edit("team/eva.yaml", (d) => (d.bio = "Łucja z Łodzi, Ödön z Kőszegu a Gergő z Győru."))
    fixture.edit("contact.yaml", (d) => (d.street = "Große Straße 5"))
    expect(messagesNow()).toEqual([])
  })

  it("a price written with a dot and hellers, and numbers quoted nowhere", () => {
    written(fixture, "treatments/head-spa-candle.yaml", "price", "1490.50")
    expect(messagesNow()).toEqual([])
  })

  it("two treatments or team members with the same name", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.name = "CLASSIC"))
    fixture.edit("team/eva.yaml", (d) => (d.name = "Jana"))
    expect(messagesNow()).toEqual([])
  })

  it("a category renamed while its file, the key treatments use, stays", () => {
    fixture.edit("categories/head-spa.yaml", (d) => (d.name = "JAPONSKÁ HEAD SPA"))
    expect(messagesNow()).toEqual([])
  })
})

describe("a report of every problem", () => {
  it("lists the problems of every file at once, an alias bomb included", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.duration = 5))
    fixture.edit("site.yaml", (d) => (d.facebookUrl = "facebook"))
    fixture.write("team/bomb.yaml", ALIAS_BOMB)
    expect(found().map((i) => [i.file, i.key])).toEqual([
      ["content/team/bomb.yaml", "yamlAliases"],
      ["content/site.yaml", "urlNotHttps"],
      ["content/treatments/head-spa-candle.yaml", "numberRange"],
    ])
  })

  it.each([
    ["deep nesting", `name: ${"[".repeat(2_000)}${"]".repeat(2_000)}\n`],
    [
      "bytes that are not text",
      Buffer.from(Array.from({ length: 512 }, (_, i) => 0x80 + (i % 128))).toString("latin1"),
    ],
    ["two documents", "name: a\n---\nname: b\n"],
    ["a key that replaces the prototype", "__proto__:\n  polluted: 1\n"],
    ["directives and tags", "%YAML 1.1\n---\n!!binary name: x\n"],
  ])("names the file and goes on for %s", (_name, text) => {
    fixture.write("team/hostile.yaml", text)
    fixture.edit("team/jana.yaml", (d) => (d.order = 0))
    const issues = found()
    expect(issues.some((i) => i.file === "content/team/hostile.yaml")).toBe(true)
    expect(issues.some((i) => i.file === "content/team/jana.yaml" && i.key === "numberMin")).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe("whatever order the file system lists the files in", () => {
  it("reads them in path order, so the same file is named as the duplicate on every machine", () => {
    fixture.edit("treatments/head-spa-candle.yaml", (d) => (d.order = 1))
    const list = fs.readdirSync.bind(fs) as (...args: unknown[]) => unknown[]
    // Listed backwards: head-spa-classic.yaml before head-spa-candle.yaml.
    const backwards = jest
      .spyOn(fs, "readdirSync")
      .mockImplementation(((...args: unknown[]) => list(...args).reverse()) as unknown as typeof fs.readdirSync)
    try {
      expect(messagesNow()).toEqual([CLASSIC_DUPLICATE])
      expect(backwards).toHaveBeenCalled()
    } finally {
      backwards.mockRestore()
    }
  })
})

describe("the report's header and the success line", () => {
  const one = { file: "content/site.yaml", key: "required" as const, message: "povinné pole chybí; doplňte ho" }
  it.each([
    [1, "Kontrola obsahu našla 1 chybu:"],
    [3, "Kontrola obsahu našla 3 chyby:"],
    [5, "Kontrola obsahu našla 5 chyb:"],
  ])("counts %i problems in Czech", (count, header) => {
    expect(formatReport(Array.from({ length: count }, () => one)).split("\n")[0]).toBe(header)
  })

  it.each([
    [1, "Obsah je v pořádku: 1 soubor, zkontrolováno za 12 ms."],
    [4, "Obsah je v pořádku: 4 soubory, zkontrolováno za 12 ms."],
    [47, "Obsah je v pořádku: 47 souborů, zkontrolováno za 12 ms."],
  ])("counts %i files in Czech", (count, line) => {
    expect(formatSuccess(count, 12)).toBe(line)
  })
})
