// How `npm run bench:first-tap` reads a visit (the page's log and the taps the bench sent) and judges its
// visits of a control; apart from the bench, to be tested.
import { median } from "./machine"

export const TARGET_MS = 100
/**
 * From this CPU slowdown on (a low-end phone), the first tap counts from the later of the control showing
 * and the fonts' relayout ending: the fonts keep `font-display: swap` with the early first paint (issue 45).
 */
export const FONTS_RULE_FROM_CPU = 8

export const targetText = (cpu: number) =>
  `0 dead taps and the first tap's effect on screen within ${TARGET_MS} ms of ` +
  (cpu >= FONTS_RULE_FROM_CPU
    ? "the control showing or the fonts' relayout ending, whichever is later"
    : "the control showing")

/** The figures of a control's visits that the bench prints (their medians), with their headers. */
export const COLUMNS: [string, (v: Visit) => number][] = [
  ["dead taps", (v) => v.deadTaps],
  ["first tap ms", (v) => v.firstTapMs],
  ["from its frame's layout ms", (v) => v.fromLayoutMs],
  ["fonts' relayout ended ms", (v) => v.fontsMs],
  ["from the later ms", (v) => v.fromLaterMs],
  ["the bench's working tap waited ms", (v) => v.waitedMs],
  ["hydrated: tap to next paint ms", (v) => v.hydratedMs ?? Number.NaN],
]

/** The median of each figure over a control's visits at `cpu` (COLUMNS), and whether they meet the target. */
export function summarise(visits: readonly Visit[], cpu: number): { cells: number[]; met: boolean } {
  const judged = median(visits.map((v) => (cpu >= FONTS_RULE_FROM_CPU ? v.fromLaterMs : v.firstTapMs)))
  const cells = COLUMNS.map(([, figure]) => median(visits.map(figure)))
  return { cells, met: median(visits.map((v) => v.deadTaps)) === 0 && judged <= TARGET_MS }
}

export type Visit = {
  deadTaps: number
  /** From the control on screen to the effect of the first tap that worked on screen (see `judge`). */
  firstTapMs: number
  /** The same from the end of the control's frame's style and layout, before the screen showed it. */
  fromLayoutMs: number
  /** When the fonts' relayout ended, in ms after the control showed (negative: before; NaN: no web font loaded). */
  fontsMs: number
  /** The first tap's effect on screen from the control showing or the fonts' relayout ending, whichever is later. */
  fromLaterMs: number
  /** From the bench's working tap (down before a finger could) to its change: how long the page kept it waiting. */
  waitedMs: number
  /** Once hydrated: from a tap that opens the control to the next paint (Event Timing), if measured. */
  hydratedMs?: number
}

/** A change of state made at `time` by the tap at `tap`, drawn by the frame that started at `frame` (a link followed: `navigation`). */
export type Effect = { kind: "effect"; time: number; tap: number; frame: number; navigation?: true }
/** Event Timing's entry of a tap: from the finger down (`time`) to the next paint. */
export type Interaction = { kind: "interaction"; time: number; duration: number }
/** The control's first frame (when its callbacks ran, before its rendering), where to tap, the page clock's origin (ms since 1970). */
export type Painted = { kind: "painted"; frame: number; origin: number; x: number; y: number }
/** A frame of 50 ms or more (Long Animation Frames): its first task's start, its end, its `presentationTime` if reported. */
export type LongFrame = { kind: "long frame"; start: number; end: number; presented?: number }
/**
 * The web fonts loaded: when they started loading, the last frame to start before Chromium said they were
 * done (when its callbacks ran), and when it said so (loadingdone, a task right after the fonts' relayout).
 */
export type FontsLoaded = { kind: "fonts loaded"; loading: number; frame: number; done: number }
export type LogEvent = Painted | Effect | Interaction | LongFrame | FontsLoaded

/** Whether `event` is Event Timing's entry of the tap that made `effect` (both carry the tap's timestamp). */
const timingOf = (effect: Effect, event: LogEvent): event is Interaction =>
  event.kind === "interaction" && Math.abs(event.time - effect.tap) < 1

/**
 * Dead taps: those sent before the change showed, but the one that made it, counted from the taps
 * the bench sent (ms since 1970), so one that never became a click (dropped, or lost between press
 * and release) counts too; first tap: from the control on screen to the paint that showed the change
 * on screen (Event Timing's tap to next paint, which reports 16 ms and more; below that, the start
 * of the frame); waited: from that tap (the finger down) to its change.
 * A link followed changes nothing in the page: the browser starts loading the next one as the click
 * is handled, and that is its effect. (Event Timing's next paint after it is of a page that did
 * not change.)
 */
export function judge(events: readonly LogEvent[], sent: readonly number[]): Visit {
  const painted = events.find((event) => event.kind === "painted")
  const effect = events.find((event): event is Effect => event.kind === "effect")
  if (!painted || !effect) {
    const [firstTapMs, fromLayoutMs, fontsMs, fromLaterMs, waitedMs] = Array<number>(5).fill(Number.NaN)
    return { deadTaps: sent.length, firstTapMs, fromLayoutMs, fontsMs, fromLaterMs, waitedMs }
  }
  const { laidOut, onScreen } = paintedAt(painted, events)
  const timing = effect.navigation ? undefined : events.find((event) => timingOf(effect, event))
  const shown = timing ? timing.time + timing.duration : effect.frame
  // A visitor saw none of them work.
  const sentBeforeShown = sent.filter((time) => time - painted.origin < shown).length
  const firstTapMs =
    effect.time >= onScreen
      ? // Handled after the control was on screen: had it come down as the control showed, it would
        // have been handled just then too (the page was busy till then).
        shown - onScreen
      : // Handled before: a finger, down as the control showed, would wait for a long frame running
        // then, and its change would take what this one's took from its handling.
        busyAfter(onScreen, events) + shown - Math.max(laidOut, effect.time)
  const fontsMs = fontsRelaidOut(events, effect, shown) - onScreen
  return {
    deadTaps: Math.max(0, sentBeforeShown - 1),
    firstTapMs,
    fromLayoutMs: shown - laidOut,
    fontsMs,
    fromLaterMs: Number.isNaN(fontsMs) ? firstTapMs : firstTapMs - Math.max(0, fontsMs),
    waitedMs: effect.time - effect.tap,
  }
}

/** The long frame (50 ms or more) running at `time`, if any. */
const longFrameAt = (time: number, events: readonly LogEvent[]) =>
  events.find((event): event is LongFrame => event.kind === "long frame" && event.start <= time && time <= event.end)

/** How long a tap at `time` waits for a long frame running then (to the end of its rendering). */
function busyAfter(time: number, events: readonly LogEvent[]): number {
  const frame = longFrameAt(time, events)
  return frame ? frame.end - time : 0
}

/**
 * When the control's first frame had laid it out (the end of that frame if it was a long frame, 50 ms
 * or more, or else its start) and when the screen showed it (the long frame's presentation). A short
 * frame counts as shown once laid out: the figure is then longer by up to its rendering, never shorter.
 */
function paintedAt(painted: Painted, events: readonly LogEvent[]): { laidOut: number; onScreen: number } {
  const frame = longFrameAt(painted.frame, events)
  const laidOut = frame?.end ?? painted.frame
  return { laidOut, onScreen: frame?.presented ?? laidOut }
}

/**
 * When the page was last laid out again for web fonts before the tap's change was on screen (a relayout
 * after it kept no tap waiting), of fonts that started loading before the change (not ones the change
 * itself called for): the end of that relayout's frame if it was a long frame,
 * or else its start (a short frame's relayout counts as ended as it began: the figure judged from it
 * is then longer by up to 50 ms, never shorter); a relayout forced by a script in a task, with no frame
 * since the fonts started loading, ended as loadingdone came. NaN when no such font loaded.
 */
function fontsRelaidOut(events: readonly LogEvent[], effect: Effect, shown: number): number {
  const ends = events
    .filter((event): event is FontsLoaded => event.kind === "fonts loaded" && event.loading < effect.time)
    .map((fonts) =>
      fonts.frame < fonts.loading
        ? fonts.done
        : Math.min(longFrameAt(fonts.frame, events)?.end ?? fonts.frame, fonts.done),
    )
    .filter((end) => end <= shown)
  return ends.length > 0 ? Math.max(...ends) : Number.NaN
}
