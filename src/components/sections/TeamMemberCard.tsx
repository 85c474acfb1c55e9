import { css, type Theme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { useState } from "react"

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
  font-size: 4rem;
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

/** A portrait (local and processed, or from an external host with initials if it fails), first name, role and bio. */
export function TeamMemberCard({ name: firstName, role: roleLabel, bio: bioText, photoAlt, photo, photoUrl }: TeamMemberCardProps) {
  const [failed, setFailed] = useState(false)
  return (
    <article css={card}>
      <div css={frame}>
        {photo ? (
          <GatsbyImage image={photo} alt={photoAlt} />
        ) : photoUrl && !failed ? (
          <img src={photoUrl} alt={photoAlt} width={PORTRAIT.width} height={PORTRAIT.height} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        ) : (
          <span css={initials} role="img" aria-label={photoAlt}>
            {initialsOf(firstName)}
          </span>
        )}
      </div>
      <h3 css={name}>{firstName}</h3>
      <p css={role}>{roleLabel}</p>
      <p css={bio}>{bioText}</p>
    </article>
  )
}
