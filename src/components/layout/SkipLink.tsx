import { css, type Theme } from "@emotion/react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { hiddenInPrint } from "../../theme/print"

const skip = (t: Theme) => css`
  position: fixed;
  z-index: ${t.zIndices.skipLink};
  top: ${t.space[3]};
  left: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border-radius: ${t.radii.md};
  background: ${t.colors.accent};
  color: ${t.colors.onAccent};
  font-weight: ${t.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

/** First stop for keyboard users: jumps past the navigation to the page's main content. */
export function SkipLink() {
  const { labels } = useSiteSettings()
  return (
    <a href="#main" css={[skip, hiddenInPrint]}>
      {labels.skipLink}
    </a>
  )
}
