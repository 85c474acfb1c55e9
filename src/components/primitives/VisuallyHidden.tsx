import { css } from "@emotion/react"
import type { ReactNode } from "react"

/** Out of sight but read by screen readers; the one definition, for elements that cannot be a span of their own. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>
}
