import type { ReactNode, SVGProps } from "react"

type MarkProps = SVGProps<SVGSVGElement> & { size?: number | string }

// Thin-line brand marks in the style of the lucide set, which ships no brand icons; drawn through <Icon>.
function LineIcon({ size, strokeWidth, children, ...props }: MarkProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  )
}

export function InstagramIcon(props: MarkProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </LineIcon>
  )
}

export function FacebookIcon(props: MarkProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </LineIcon>
  )
}
