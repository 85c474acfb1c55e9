import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useRef, useState } from "react"
import { useSiteSettings } from "../../hooks/use-site-settings"
import { theme } from "../../theme"
import { Picture } from "../primitives/Picture"

export const teamMemberCardFragment = graphql`
  fragment TeamMemberCard on TeamMember {
    name
    role
    bio
    photoAlt
    photoUrl
  }
`

type TeamMemberCardProps = {
  member: Queries.TeamMemberCardFragment
  /** The local portrait, processed at the size the team grid shows it; absent when the photo is an https address. */
  photo?: IGatsbyImageData | undefined
  /** The portrait's `sizes`, from the grid around the card. */
  sizes?: string
}

// The frame's 4:5 shape as intrinsic size, so an external photo reserves its place before it loads.
const PORTRAIT = { width: 480, height: 600 }

const card = css`
  display: grid;
  gap: ${theme.space[2]};
`
const frame = css`
  aspect-ratio: 4 / 5;
  margin-bottom: ${theme.space[3]};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  isolation: isolate;
  background: ${theme.colors.accentSoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
const initials = css`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.initials};
  color: ${theme.colors.accent};
`
const memberName = css`
  font-size: ${theme.fontSizes.h3};
  font-weight: ${theme.fontWeights.semibold};
`
const memberRole = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
  color: ${theme.colors.accent};
`
const memberBio = css`
  color: ${theme.colors.textMuted};
`

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

/** The processed local photo, else the external one, else (no photo, or it failed to load) the initials. */
function Portrait({ member, photo, sizes }: TeamMemberCardProps) {
  const [failed, setFailed] = useState(false)
  const external = useRef<HTMLImageElement>(null)
  // An error before hydration never reaches onError; a finished image without pixels is one that failed.
  useEffect(() => {
    const img = external.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (photo) return <Picture image={photo} alt={member.photoAlt} sizes={sizes} />
  if (member.photoUrl && !failed) {
    return (
      <img
        ref={external}
        src={member.photoUrl}
        alt={member.photoAlt}
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
      {initialsOf(member.name)}
    </span>
  )
}

/** A portrait (local and processed, or from an external host with initials if it fails), first name, role and bio. */
export function TeamMemberCard({ member, photo, sizes }: TeamMemberCardProps) {
  // One label per role, keyed by the role itself: a role added to the content model without a label fails the type check.
  const roles: Record<Queries.TeamRole, string> = useSiteSettings().roles
  return (
    <article css={card}>
      <div css={frame}>
        <Portrait member={member} photo={photo} sizes={sizes} />
      </div>
      <h3 css={memberName}>{member.name}</h3>
      <p css={memberRole}>{roles[member.role]}</p>
      <p css={memberBio}>{member.bio}</p>
    </article>
  )
}
