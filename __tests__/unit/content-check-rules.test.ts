/**
 * @jest-environment node
 *
 * Each text rule has a regular expression, which Decap and VS Code apply
 * while the editor types, and a check (web addresses through `new URL`) that
 * names the exact fault. They must agree, or one would let through what the
 * other refuses.
 */
import { type RuleName, ruleProblem, rules } from "../../src/content"

const samples: Record<RuleName, string[]> = {
  text: ["Head Spa", "  x  ", "", "   ", "\n\t"],
  optionalText: ["", "Novinka", "  ", "\u00a0"],
  httpsUrl: [
    "https://www.instagram.com/salon",
    "https://booking.example.com/a?b=c#d",
    "https://xn--tplice-9ua.cz/",
    "https://instagram",
    "http://www.example.com/",
    "HTTPS://www.example.com/",
    "https://img.example.com;sandbox/a.jpg",
    "https://img.example.com:99999/a.jpg",
    "https://img.example.com:443/a.jpg",
    "https://jana:heslo@example.com/",
    "https://user@example.com/",
    "https://1.2.3.4/a.jpg",
    "https://0x7f.0.0.1/",
    "https://exa mple.com/",
    "https://example.com/a b",
    "https://example..com/",
    "https://-example.com/",
    "https://example.com./",
    "https://čt.cz/",
    "www.example.com",
    "//example.com/x",
    "javascript:alert(1)",
  ],
  localImage: [
    "../images/team/jana.jpg",
    "images/share/share.PNG",
    "a.webp",
    "x.avif",
    "x.gif",
    "https://x.example.com/a.jpg",
    "",
    " .jpg",
    "x.jpg.exe",
  ],
  imageOrUrl: [
    "../images/team/jana.jpg",
    "https://images.example.com/jana.jpg",
    "http://images.example.com/jana.jpg",
    "https://images:8080.example.com/jana.jpg",
    "../images/team/jana.heic",
    "ftp://example.com/a.jpg",
  ],
  postcode: ["415 01", "41501", "4150", "415 012", "abc"],
  phone: ["+420 123 456 789", "+420123456789", "123456", "+420 12 345 6789"],
  placeholders: ["Fotografie {current} z {total}", "{total}: {current}", "Fotografie {current}", "{current}{total}"],
  price: ["1290", "990.5", "12.34", "12.345", "0.004", "1e+21", "-5"],
}

describe.each(Object.keys(rules) as RuleName[])("rule %s", (name) => {
  it.each(samples[name])("agrees on %j between the pattern and the check", (value) => {
    expect(rules[name].pattern.test(value)).toBe(ruleProblem(name, value) === undefined)
  })
})

it("refuses every hostile address, with the reason", () => {
  expect(
    [
      "https://img.example.com;sandbox/a.jpg",
      "https://img.example.com:99999/a.jpg",
      "https://instagram",
      "http://img.example.com/a.jpg",
      "https://u:p@img.example.com/a.jpg",
    ].map((value) => ruleProblem("httpsUrl", value)),
  ).toEqual(["urlHost", "urlPort", "urlHost", "urlNotHttps", "urlCredentials"])
})
