import { css, type Theme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useRef, useState } from "react"

export type TeamMemberCardProps = {
  name: string
  role: string
  bio: string
  photoAlt: string
  /** A processed local portrait. */
  photo?: IGatsbyImageData
  /** A portrait on an external image host. */
  photoUrl?: string | null
}

// The frame's 4:5 shape as intrinsic size, so an external photo reserves its place before it loads.
const PORTRAIT = { width: 480, height: 600 }

const card = (t: Theme) => css`
  display: grid;
  gap: ${t.space[2]};
`
const frame = (t: Theme) => css`
  aspect-ratio: 4 / 5;
  margin-bottom: ${t.space[3]};
  border-radius: ${t.radii.lg};
  overflow: hidden;
  isolation: isolate;
  background: ${t.colors.accentSoft};
  img,
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
const initials = (t: Theme) => css`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  font-family: ${t.fonts.display};
  font-size: ${t.fontSizes.initials};
  color: ${t.colors.accent};
`
const name = (t: Theme) => css`
  font-size: ${t.fontSizes.h3};
  font-weight: ${t.fontWeights.semibold};
`
const role = (t: Theme) => css`
  font-size: ${t.fontSizes.xs};
  font-weight: ${t.fontWeights.semibold};
  letter-spacing: ${t.letterSpacings.caps};
  text-transform: uppercase;
  color: ${t.colors.accent};
`
const bio = (t: Theme) => css`
  color: ${t.colors.textMuted};
`

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

type PortraitProps = Pick<TeamMemberCardProps, "name" | "photo" | "photoUrl" | "photoAlt">

/** The processed local photo, else the external one, else (no photo, or it failed to load) the initials. */
function Portrait({ name: firstName, photo, photoUrl, photoAlt }: PortraitProps) {
  const [failed, setFailed] = useState(false)
  const external = useRef<HTMLImageElement>(null)
  // An error before hydration never reaches onError; a finished image without pixels is one that failed.
  useEffect(() => {
    const img = external.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (photo) return <GatsbyImage image={photo} alt={photoAlt} />
  if (photoUrl && !failed) {
    return (
      <img
        ref={external}
        src={photoUrl}
        alt={photoAlt}
        width={PORTRAIT.width}
        height={PORTRAIT.height}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    )
  }
  // The name is the heading right below, so the initials are decoration only.
  return (
    <span css={initials} aria-hidden="true">
      {initialsOf(firstName)}
    </span>
  )
}

/** A portrait (local and processed, or from an external host with initials if it fails), first name, role and bio. */
export function TeamMemberCard({
  name: firstName,
  role: roleLabel,
  bio: bioText,
  photoAlt,
  photo,
  photoUrl,
}: TeamMemberCardProps) {
  return (
    <article css={card}>
      <div css={frame}>
        <Portrait name={firstName} photo={photo} photoUrl={photoUrl} photoAlt={photoAlt} />
      </div>
      <h3 css={name}>{firstName}</h3>
      <p css={role}>{roleLabel}</p>
      <p css={bio}>{bioText}</p>
    </article>
  )
}
