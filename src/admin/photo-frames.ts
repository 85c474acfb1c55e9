/**
 * The shapes the site cuts photos to, and what the form says about a photo whose own shape differs: plain values
 * and words, apart from the editor's React code (photo-control.tsx, previews.tsx), so the tests can read them.
 */

/** A team member's portrait, width / height (4 : 5). */
export const PORTRAIT = 0.8

/** Width : height in small whole numbers, as the guide writes it: 0.8 → "4 : 5". */
export function ratioText(ratio: number): string {
  for (let height = 1; height <= 20; height++) {
    const width = ratio * height
    if (Math.abs(width - Math.round(width)) < 1e-6) return `${Math.round(width)} : ${height}`
  }
  return ratio.toFixed(2).replace(".", ",")
}

/** What the form says about a photo of `width` × `height` in a frame of `frame` (width / height); nothing when it fits. */
export function cropNote(width: number, height: number, frame: number): string | undefined {
  const own = width / height
  // Within 2 %: a few pixels cut, nothing a reader would notice.
  if (Math.abs(own / frame - 1) <= 0.02) return undefined
  const size = `${width} × ${height} px`
  const shape = ratioText(frame)
  if (width > height && frame < 1) {
    return `Fotka je na šířku (${size}). Web ji ořízne na výšku ${shape} od středu: ukáže jen to, co je v rámečku; okraje zmizí.`
  }
  return `Fotka má jiný poměr stran (${size}) než rámeček ${shape}. Web ji ořízne od středu: ukáže jen to, co je v rámečku.`
}
