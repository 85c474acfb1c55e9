/** Spaces and non-breaking spaces alike, so "Head Spa Teplice" is found however an editor typed it. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim()

/** "<page title> – <salon name>", unless the page title already names the salon. */
export function pageTitle(title: string, siteName: string): string {
  return plain(title).includes(plain(siteName)) ? title : `${title} – ${siteName}`
}
