/**
 * @jest-environment node
 *
 * How `npm run bench:first-tap` reads a visit: the first tap runs from the
 * control on screen to its change on screen, as a finger that taps the moment
 * the control shows meets it, though the bench's taps come down earlier; the
 * figure from the control's layout is kept beside it; every tap sent before
 * the change showed but the working one is dead.
 */
import { type Event, judge } from "../../scripts/bench/first-tap-judge"

// The page's clock starts at this time of the bench's clock (ms since 1970).
const ORIGIN = 1_700_000_000_000
const sentAt = (...pageTimes: number[]) => pageTimes.map((time) => ORIGIN + time)

// The control's frame started at 1000; its style and layout ended at 1100; the screen showed it at 1170.
const painted: Event = { kind: "painted", frame: 1000, origin: ORIGIN, x: 200, y: 400 }
const longFrame: Event = { kind: "long frame", start: 900, end: 1100, presented: 1170 }

describe("the first tap", () => {
  it("runs from the control on screen when the working tap was handled after it showed", () => {
    const events: Event[] = [
      painted,
      longFrame,
      { kind: "effect", time: 1200, tap: 1010, frame: 1230 },
      { kind: "interaction", time: 1010, duration: 250 },
    ]
    expect(judge(events, sentAt(1005))).toEqual({ deadTaps: 0, firstTapMs: 90, fromLayoutMs: 160, waitedMs: 190 })
  })

  it("runs from its handling when the working tap was handled before the control showed", () => {
    const events: Event[] = [
      painted,
      longFrame,
      { kind: "effect", time: 1130, tap: 1010, frame: 1140 },
      { kind: "interaction", time: 1010, duration: 200 },
    ]
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 80, fromLayoutMs: 110 })
  })

  it("runs from the frame's start when the control's frame was too short to report when it showed", () => {
    const events: Event[] = [
      painted,
      { kind: "effect", time: 1050, tap: 1010, frame: 1060 },
      { kind: "interaction", time: 1010, duration: 100 },
    ]
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 110, fromLayoutMs: 110 })
  })

  it("ends at the frame that drew the change when Event Timing reported no paint for its tap", () => {
    const events: Event[] = [painted, longFrame, { kind: "effect", time: 1200, tap: 1190, frame: 1215 }]
    expect(judge(events, sentAt(1185))).toMatchObject({ firstTapMs: 45, fromLayoutMs: 115, waitedMs: 10 })
  })

  it("ends when its click is handled for a followed link, whatever Event Timing reports of the old page", () => {
    const events: Event[] = [
      painted,
      longFrame,
      { kind: "effect", time: 1250, tap: 1010, frame: 1250, navigation: true },
      { kind: "interaction", time: 1010, duration: 600 },
    ]
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 80, fromLayoutMs: 150 })
  })
})

describe("dead taps", () => {
  const events: Event[] = [
    painted,
    longFrame,
    { kind: "effect", time: 1400, tap: 1310, frame: 1420 },
    { kind: "interaction", time: 1310, duration: 150 },
  ]

  it("are the taps sent before the change was on screen but the working one, clicks or not", () => {
    // The first two never changed anything (one of them never even became a click); the fourth came after.
    expect(judge(events, sentAt(1005, 1155, 1305, 1470)).deadTaps).toBe(2)
  })

  it("are every tap sent when none worked", () => {
    expect(judge([painted, longFrame], sentAt(1005, 1155, 1305))).toEqual({
      deadTaps: 3,
      firstTapMs: Number.NaN,
      fromLayoutMs: Number.NaN,
      waitedMs: Number.NaN,
    })
  })
})
