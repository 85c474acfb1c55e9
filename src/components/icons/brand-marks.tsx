/**
 * Brand marks drawn in lucide's thin-line style (lucide ships no brand icons),
 * for the sprite (icon-set.ts). Like a lucide glyph, each is an <svg> whose
 * elements the sprite keeps; the line's look comes from <Icon>'s styles, so
 * only what differs from it is drawn here.
 */

export function Instagram() {
  return (
    <svg viewBox="0 0 24 24">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </svg>
  )
}

export function Facebook() {
  return (
    <svg viewBox="0 0 24 24">
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </svg>
  )
}
