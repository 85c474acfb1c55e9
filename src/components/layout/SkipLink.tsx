import { css } from "@emotion/react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { hiddenInPrint } from "../../theme/print"

const skip = css`
  position: fixed;
  z-index: ${theme.zIndices.skipLink};
  top: ${theme.space[3]};
  left: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: ${theme.fontWeights.semibold};
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
