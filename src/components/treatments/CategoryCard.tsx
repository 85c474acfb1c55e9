import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useRef, useState } from "react"
import { useTreatmentLabels } from "../../hooks/use-treatment-labels"
import { theme } from "../../theme"
import { prefersReducedMotion } from "../../theme/motion"
import { hiddenInPrint, printMedia } from "../../theme/print"
import { pluralCs } from "../../utils/format"
import { Icon } from "../icons/Icon"
import { ServerHtmlUntil } from "../primitives/ServerHtmlUntil"
import { arriveAt } from "./arrive"
import { TreatmentCard } from "./TreatmentCard"

export const categoryCardFragment = graphql`
  fragment CategoryCard on Category {
    slug
    name
    description
    treatments {
      slug
      ...TreatmentCard
    }
  }
`

// How the list is laid out; the opening animation falls back to it.
const listDisplay = "grid"

// A category is a native <details>: it opens and closes in the browser from the first paint, with or
// without scripts, and finds its treatments for find-in-page and for an address that names one.
const card = css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  overflow: hidden;
  scroll-margin-top: ${theme.space[4]};
  /*
   * The 0.3 s expand, in CSS: the list's row grows from nothing to its height
   * (grid rows interpolate; the W3C checker does not know interpolate-size yet).
   * Closing hides the list at once in CSS; once scripts run, it shrinks first
   * (data-closing, set by the header's click).
   */
  &::details-content {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: 0fr;
    opacity: 0;
    overflow: clip;
    transition:
      grid-template-rows ${theme.motion.durations.expand}s ${theme.motion.easings.css},
      opacity ${theme.motion.durations.expand}s ${theme.motion.easings.css};
  }
  &[open]:not([data-closing])::details-content {
    grid-template-rows: 1fr;
    opacity: 1;
  }
  /*
   * Opened by the browser for an address that names one of its treatments:
   * at once, or the growing list would carry the page past the card the
   * browser has just scrolled to.
   */
  &:has(:target)::details-content {
    transition: none;
  }
  /*
   * What is above that card may still change height once the browser has
   * scrolled to it: the cards before it, from their estimated height to
   * their own (offscreen.ts), and any text when the fonts arrive. Those cards
   * are laid out at once, and neither they nor the header hold the page in
   * place (scroll anchoring): the browser holds the card the address names,
   * below the top bar, whatever grows or shrinks above it.
   */
  &:has(:target) > summary,
  & li:has(~ li :target) {
    overflow-anchor: none;
  }
  & li:has(~ li :target) > [data-treatment],
  & [data-treatment]:target {
    content-visibility: visible;
  }
  /*
   * A category opened by a tap (its header focused) draws its open header in
   * the frame after the tap and lays its list out from the next one (or the
   * one after: Chromium can leave a new animation's start time pending for a
   * frame), while the category grows. That
   * first frame shows none of the list anyway (it grows from nothing, or fades
   * in), and laying the list out in it kept the tap's answer waiting: about 45
   * ms of a 75 ms frame at 4 × CPU. One the browser opens for find-in-page or
   * an address lays its list out at once, to scroll to it; the list React
   * renders in place of the server's waits for this animation to end
   * (onToggle), so it replaces one already shown.
   */
  &:has(> summary:focus) > ul {
    --list-while-opening: none;
  }
  &[open] > ul:not([data-replaced-server-copy]) {
    animation: category-list-opening 1ms;
  }
  @keyframes category-list-opening {
    from,
    to {
      display: var(--list-while-opening, ${listDisplay});
    }
  }
  /* Under reduced motion nothing grows: the list fades in. */
  @media (prefers-reduced-motion: reduce) {
    &::details-content {
      grid-template-rows: 1fr;
      transition: opacity ${theme.motion.durations.expand}s;
    }
  }
  /*
   * On paper every category is open, whatever its state on screen, and stays
   * on one page where it fits, flowing from one column into the next; one
   * longer than a page breaks between treatments.
   */
  ${printMedia} {
    overflow: visible;
    margin-bottom: ${theme.space[4]};
    border-radius: 0;
    break-inside: avoid-page;
    &::details-content {
      content-visibility: visible;
      display: block;
      opacity: 1;
      overflow: visible;
    }
  }
`
const header = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  padding: ${theme.space[5]};
  list-style: none;
  cursor: pointer;
  border-radius: ${theme.radii.lg};
  transition: background-color ${theme.motion.durations.quick}s;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${theme.colors.accentWash};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${theme.mq.md} {
    padding: ${theme.space[6]};
  }
  ${printMedia} {
    display: block;
    padding: 0 0 ${theme.space[1]};
    border-bottom: 1px solid;
    border-radius: 0;
  }
`
const nameHeading = css`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.h3};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.wide};
  line-height: ${theme.lineHeights.heading};
`
// Part of the header, so a closed card shows it; a block of its own under the name and count.
const descriptionText = css`
  grid-column: 1 / -1;
  display: block;
  max-width: ${theme.sizes.text};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  ${printMedia} {
    padding-top: ${theme.space[2]};
  }
`
const countLabel = css`
  grid-column: 1;
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
  color: ${theme.colors.accent};
`
const chevron = css`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-grid;
  place-items: center;
  width: ${theme.controlSizes.md};
  height: ${theme.controlSizes.md};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.accent};
  color: ${theme.colors.accent};
  transition: transform ${theme.motion.durations.expand}s ${theme.motion.easings.css};
  [open] > summary > & {
    transform: rotate(180deg);
  }
`
// Tracks of at most the card's width (minmax(0, …)): a long word wraps (the body's overflow-wrap) instead of
// widening every card of the page past a phone's screen.
const grid = css`
  display: ${listDisplay};
  grid-template-columns: minmax(0, 1fr);
  min-height: 0;
  gap: ${theme.space[4]};
  list-style: none;
  padding: 0 ${theme.space[4]} ${theme.space[5]};
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: 0 ${theme.space[6]} ${theme.space[6]};
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${printMedia} {
    display: block;
    padding: 0;
  }
`

/** A visitor came through an address on this category: to the category itself, or to one of its treatments. */
export type Arrival = {
  /** The slug the address names. */
  target: string
  /** Tells one arrival from the next at the same target (back and forward, a link followed twice). */
  seq: number
  /**
   * The address the page was first loaded with, read once the page has hydrated. The browser has
   * already opened the category of a treatment it names and scrolled to the card; if the visitor
   * has closed it since, it stays closed.
   */
  onLoad: boolean
}

type CategoryCardProps = {
  category: Queries.CategoryCardFragment
  arrival?: Arrival
  onHeaderKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * Settles once the animations and transitions running on the element now have finished or been cancelled
 * (at once without Web Animations, as in jsdom). Asking for them brings the element's style up to date.
 */
const animationsSettled = (element: Element | null, options?: GetAnimationsOptions) =>
  Promise.allSettled(
    element && typeof element.getAnimations === "function"
      ? element.getAnimations(options).map((animation) => animation.finished)
      : [],
  )

/** Whether the server's <details> of this category is open now: the visitor may have opened it before hydration. */
const openInPage = (slug: string) =>
  typeof document !== "undefined" && (document.getElementById(slug) as HTMLDetailsElement | null)?.open === true

/**
 * One collapsible category: a native <details> whose <summary> is the header
 * (name, treatment count, description). The browser owns whether it is open,
 * before hydration and after; React never sets it, so hydration cannot undo
 * what the visitor did. The list stays in the HTML when closed, so the static
 * page carries every price, find-in-page finds it and an address opens it.
 */
export function CategoryCard({ category, arrival, onHeaderKeyDown }: CategoryCardProps) {
  const { count } = useTreatmentLabels()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  // Follows the browser's state (the toggle event); read from the page on the first render, so a
  // category opened before hydration has its cards hydrated where they are.
  const [open, setOpen] = useState(() => openInPage(category.slug))
  const arrived = useRef(0)
  const closing = useRef(0)

  // Closing shrinks the list before the browser hides it (CSS alone cannot animate that far).
  const onHeaderClick = (event: MouseEvent<HTMLElement>) => {
    const details = detailsRef.current
    if (!details?.open) return
    if (closing.current) {
      // A tap while it shrinks: it stays open.
      window.clearTimeout(closing.current)
      closing.current = 0
      delete details.dataset.closing
      event.preventDefault()
      return
    }
    if (prefersReducedMotion()) return
    event.preventDefault()
    details.dataset.closing = ""
    closing.current = window.setTimeout(() => {
      closing.current = 0
      delete details.dataset.closing
      details.open = false
    }, theme.motion.durations.expand * 1000)
  }
  useEffect(() => () => window.clearTimeout(closing.current), [])

  // Opened: React renders the cards in place of the server's once the server's list has been shown (its opening
  // animation over). Rendered at once, they could be in the tap's frame: when a tap lands early in a frame,
  // the toggle event and React's render both run before the next one, which then laid the new list out.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget
    if (!details.open) {
      setOpen(false)
      return
    }
    void animationsSettled(details.querySelector(":scope > ul")).then(() => {
      if (details.open) setOpen(true)
    })
  }

  // Opened or closed between that first render and the listener: the toggle event was missed.
  useEffect(() => {
    const details = detailsRef.current
    if (details) setOpen(details.open)
  }, [])

  useEffect(() => {
    const details = detailsRef.current
    const header = headerRef.current
    if (!arrival || arrived.current === arrival.seq || !details || !header) return
    const toCategory = arrival.target === category.slug
    if (!details.open) {
      if (arrival.onLoad && !toCategory) {
        arrived.current = arrival.seq
        return
      }
      // The toggle event follows, and this runs again once the cards are React's.
      details.open = true
      return
    }
    if (!open) return
    const card = toCategory
      ? details
      : [...details.querySelectorAll<HTMLElement>("[data-treatment]")].find((element) => element.id === arrival.target)
    if (!card) return
    // Once the category has finished opening (its cards where they will stay), and a frame later: after
    // in-site navigation the router focuses its page wrapper and restores the scroll after this commit.
    let cancelled = false
    let frame = 0
    void animationsSettled(details, { subtree: true }).then(() => {
      if (cancelled) return
      frame = requestAnimationFrame(() => {
        arrived.current = arrival.seq
        arriveAt(card, {
          ...(toCategory ? { focus: header } : { highlight: true }),
          // On the first load the browser has scrolled there; the visitor may have scrolled on since.
          scroll: !arrival.onLoad,
        })
      })
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
    }
  }, [arrival, open, category.slug])

  return (
    <details css={card} id={category.slug} ref={detailsRef} onToggle={onToggle} data-category="">
      <summary
        ref={headerRef}
        css={header}
        onClick={onHeaderClick}
        onKeyDown={onHeaderKeyDown}
        data-accordion-header=""
      >
        <h2 css={nameHeading}>{category.name}</h2>
        <span css={countLabel}>{pluralCs(category.treatments.length, count)}</span>
        <span css={[chevron, hiddenInPrint]}>
          <Icon name="chevron-down" />
        </span>
        <span css={descriptionText}>{category.description}</span>
      </summary>
      {/* A closed category's cards stay as the server sent them until it opens (they are many, and hidden). */}
      <ServerHtmlUntil as="ul" id={`${category.slug}-list`} needed={open} css={grid}>
        {/* Keyed by file name: two treatments may share a name. */}
        {category.treatments.map((treatment) => (
          <li key={treatment.slug}>
            <TreatmentCard treatment={treatment} />
          </li>
        ))}
      </ServerHtmlUntil>
    </details>
  )
}
