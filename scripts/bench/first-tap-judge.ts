/**
 * How `npm run bench:first-tap` reads a visit: the page's log of what it drew
 * and when, and the taps the bench sent, make the dead taps and the ms of the
 * first tap that worked. Apart from the bench so that it can be tested.
 */

export type Visit = {
  deadTaps: number
  /** From the control on screen to the effect of the first tap that worked on screen (see `judge`). */
  firstTapMs: number
  /** The same from the end of the control's frame's style and layout, before the screen showed it. */
  fromLayoutMs: number
  /** From the bench's working tap (down before a finger could) to its change: how long the page kept it waiting. */
  waitedMs: number
  /** Once hydrated: from a tap that opens the control to the next paint (Event Timing), if measured. */
  hydratedMs?: number
}

/**
 * A change of state made at `time` by the tap at `tap`, drawn by the frame that started at `frame`
 * (a link followed: `navigation`).
 */
export type Effect = { kind: "effect"; time: number; tap: number; frame: number; navigation?: true }
/** Event Timing's entry of a tap: from the finger down (`time`) to the next paint. */
export type Interaction = { kind: "interaction"; time: number; duration: number }
/**
 * The control's first frame (`frame`: when its frame callbacks ran, before its rendering), where to
 * tap, and the page clock's origin (ms since 1970), to place the bench's taps on that clock.
 */
export type Painted = { kind: "painted"; frame: number; origin: number; x: number; y: number }
/**
 * A frame of 50 ms or more (Long Animation Frames): from its first task's start to the end of its
 * style and layout, and when the screen showed it (its `presentationTime`, if the browser reported one).
 */
export type LongFrame = { kind: "long frame"; start: number; end: number; presented?: number }
export type LogEvent = Painted | Effect | Interaction | LongFrame

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
  if (!painted || !effect)
    return { deadTaps: sent.length, firstTapMs: Number.NaN, fromLayoutMs: Number.NaN, waitedMs: Number.NaN }
  const { laidOut, onScreen } = paintedAt(painted, events)
  const timing = effect.navigation ? undefined : events.find((event) => timingOf(effect, event))
  const shown = timing ? timing.time + timing.duration : effect.frame
  // A visitor saw none of them work.
  const sentBeforeShown = sent.filter((time) => time - painted.origin < shown).length
  return {
    deadTaps: Math.max(0, sentBeforeShown - 1),
    firstTapMs:
      effect.time >= onScreen
        ? // Handled after the control was on screen: had it come down as the control showed, it would
          // have been handled just then too (the page was busy till then).
          shown - onScreen
        : // Handled before: a finger, down as the control showed, would wait for a long frame running
          // then, and its change would take what this one's took from its handling.
          busyAfter(onScreen, events) + shown - Math.max(laidOut, effect.time),
    fromLayoutMs: shown - laidOut,
    waitedMs: effect.time - effect.tap,
  }
}

/** The long frame (50 ms or more) running at `time`, if any. */
const longFrameAt = (time: number, events: readonly LogEvent[]) =>
  events.find((event): event is LongFrame => event.kind === "long frame" && event.start <= time && time <= event.end)

/** How long a tap at `time` waits for a long frame running then (to the end of its style and layout). */
function busyAfter(time: number, events: readonly LogEvent[]): number {
  const frame = longFrameAt(time, events)
  return frame ? frame.end - time : 0
}

/**
 * When the control's first frame had laid it out (the end of that frame's style and layout if it was
 * a long frame, 50 ms or more, or else its start) and when the screen showed it (the long frame's
 * presentation). A short frame counts as shown once laid out: the figure is then longer by up to
 * its rendering, never shorter.
 */
function paintedAt(painted: Painted, events: readonly LogEvent[]): { laidOut: number; onScreen: number } {
  const frame = longFrameAt(painted.frame, events)
  const laidOut = frame?.end ?? painted.frame
  return { laidOut, onScreen: frame?.presented ?? laidOut }
}
