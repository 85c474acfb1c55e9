/**
 * @jest-environment node
 *
 * How `npm run bench:first-tap` reads a visit: the first tap runs from the
 * control on screen to its change on screen, as a finger that taps the moment
 * the control shows meets it, though the bench's taps come down earlier; the
 * figure from the control's layout is kept beside it; every tap sent before
 * the change showed but the working one is dead. At 8 × CPU the target counts
 * from the later of the control showing and the fonts' relayout ending; at
 * 4 × from the control showing.
 */
import { type LogEvent, judge, summarise, type Visit } from "../../bench/first-tap-judge"

// The page's clock starts at this time of the bench's clock (ms since 1970).
const ORIGIN = 1_700_000_000_000
const sentAt = (...pageTimes: number[]) => pageTimes.map((time) => ORIGIN + time)

// The control's frame started at 1000; its style and layout ended at 1100; the screen showed it at 1170.
const painted: LogEvent = { kind: "painted", frame: 1000, origin: ORIGIN, x: 200, y: 400 }
const longFrame: LogEvent = { kind: "long frame", start: 900, end: 1100, presented: 1170 }

/**
 * A visit's log: the control's frames, the change the working tap (down at 1010) made at `handled`,
 * drawn by the frame starting at `frame`, and Event Timing's entry of that tap if it reported one.
 */
const log = (
  { handled, frame, paintAfter, link }: { handled: number; frame: number; paintAfter?: number; link?: true },
  frames: LogEvent[] = [painted, longFrame],
): LogEvent[] => [
  ...frames,
  { kind: "effect", time: handled, tap: 1010, frame, ...(link ? { navigation: true as const } : {}) },
  ...(paintAfter === undefined ? [] : [{ kind: "interaction" as const, time: 1010, duration: paintAfter }]),
]

describe("the first tap", () => {
  it("runs from the control on screen when the working tap was handled after it showed", () => {
    expect(judge(log({ handled: 1200, frame: 1230, paintAfter: 250 }), sentAt(1005))).toEqual({
      deadTaps: 0,
      firstTapMs: 90,
      fromLayoutMs: 160,
      fontsMs: Number.NaN,
      fromLaterMs: 90,
      waitedMs: 190,
    })
  })

  it("runs from its handling when the working tap was handled before the control showed", () => {
    expect(judge(log({ handled: 1130, frame: 1140, paintAfter: 200 }), sentAt(1005))).toMatchObject({
      firstTapMs: 80,
      fromLayoutMs: 110,
    })
  })

  it("adds the long frame a finger would have waited for, when the working tap was handled before the control showed", () => {
    // The fonts' relayout, say, ran from 1150 to 1230: a finger down at 1170 would have waited 60 ms.
    const relayout: LogEvent = { kind: "long frame", start: 1150, end: 1230 }
    const events = log({ handled: 1130, frame: 1140, paintAfter: 200 }, [painted, longFrame, relayout])
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 140, fromLayoutMs: 110 })
  })

  it("runs from the end of the frame's layout when the browser did not say when it showed", () => {
    const events = log({ handled: 1200, frame: 1230, paintAfter: 250 }, [
      painted,
      { ...longFrame, presented: undefined },
    ])
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 160, fromLayoutMs: 160 })
  })

  it("runs from the frame's start when the control's frame was too short to report when it showed", () => {
    const events = log({ handled: 1050, frame: 1060, paintAfter: 100 }, [painted])
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 110, fromLayoutMs: 110 })
  })

  it("ends at the frame that drew the change when Event Timing reported no paint for its tap", () => {
    expect(judge(log({ handled: 1200, frame: 1215 }), sentAt(1005))).toMatchObject({
      firstTapMs: 45,
      fromLayoutMs: 115,
      waitedMs: 190,
    })
  })

  it("reads no other tap's Event Timing entry", () => {
    const events: LogEvent[] = [
      ...log({ handled: 1200, frame: 1215 }),
      { kind: "interaction", time: 1160, duration: 300 },
    ]
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 45 })
  })

  it("ends when its click is handled for a followed link, whatever Event Timing reports of the old page", () => {
    const events = log({ handled: 1250, frame: 1250, paintAfter: 600, link: true })
    expect(judge(events, sentAt(1005))).toMatchObject({ firstTapMs: 80, fromLayoutMs: 150 })
  })
})

describe("dead taps", () => {
  // The change is on screen at 1010 + 450.
  const events = log({ handled: 1400, frame: 1420, paintAfter: 450 })

  it("are the taps sent before the change was on screen but the working one, clicks or not", () => {
    // Three came down before the change showed, one of them the tap that made it; the fourth came after.
    expect(judge(events, sentAt(1005, 1155, 1305, 1470)).deadTaps).toBe(2)
  })

  it("are every tap sent when none worked", () => {
    expect(judge([painted, longFrame], sentAt(1005, 1155, 1305))).toEqual({
      deadTaps: 3,
      firstTapMs: Number.NaN,
      fromLayoutMs: Number.NaN,
      fontsMs: Number.NaN,
      fromLaterMs: Number.NaN,
      waitedMs: Number.NaN,
    })
  })
})

describe("the fonts' relayout", () => {
  // The control on screen at 1170; the working tap handled at 1300, its change on screen at 1010 + 360.
  const visit = (...frames: LogEvent[]) =>
    judge(log({ handled: 1300, frame: 1320, paintAfter: 360 }, [painted, longFrame, ...frames]), sentAt(1005))

  it("ends with the long frame after the last font loaded, and the later of the two starts the figure judged", () => {
    const fonts: LogEvent[] = [
      { kind: "fonts loaded", loading: 400, frame: 1130, done: 1330 },
      { kind: "fonts loaded", loading: 420, frame: 1210, done: 1410 },
      { kind: "long frame", start: 1200, end: 1290 },
    ]
    expect(visit(...fonts)).toMatchObject({ firstTapMs: 200, fontsMs: 120, fromLaterMs: 80 })
  })

  it("ends as its frame begins when that frame was short, so the figure judged is never shorter", () => {
    expect(visit({ kind: "fonts loaded", loading: 400, frame: 1250, done: 1450 })).toMatchObject({
      fontsMs: 80,
      fromLaterMs: 120,
    })
  })

  it("changes nothing when it ended before the control showed, or when no web font loaded", () => {
    expect(visit({ kind: "fonts loaded", loading: 400, frame: 1000, done: 1200 })).toMatchObject({
      fontsMs: -70,
      fromLaterMs: 200,
    })
    expect(visit()).toMatchObject({ fontsMs: Number.NaN, fromLaterMs: 200 })
  })

  it("ends as Chromium says the fonts are loaded when a script forced the relayout, with no frame since they started", () => {
    expect(visit({ kind: "fonts loaded", loading: 1200, frame: 1150, done: 1230 })).toMatchObject({ fontsMs: 60 })
  })

  it("leaves out a relayout that ended after the change was on screen: it kept no tap waiting", () => {
    expect(visit({ kind: "fonts loaded", loading: 400, frame: 1380, done: 1400 })).toMatchObject({
      fontsMs: Number.NaN,
      fromLaterMs: 200,
    })
  })

  it("leaves out a font the tap's change itself called for", () => {
    expect(visit({ kind: "fonts loaded", loading: 1310, frame: 1340, done: 1540 })).toMatchObject({ fromLaterMs: 200 })
  })
})

describe("the target", () => {
  const visit = (figures: Partial<Visit>): Visit => ({
    deadTaps: 0,
    firstTapMs: 150,
    fromLayoutMs: 170,
    fontsMs: 90,
    fromLaterMs: 60,
    waitedMs: 40,
    ...figures,
  })

  it("at 8 × counts from the fonts' relayout when it ended after the control showed; at 4 × from the control", () => {
    const visits = [
      visit({}),
      visit({ firstTapMs: 140, fromLaterMs: 95 }),
      visit({ firstTapMs: 300, fromLaterMs: 210 }),
    ]
    expect(summarise(visits, 8).met).toBe(true)
    expect(summarise(visits, 4).met).toBe(false)
    expect(summarise([visit({ firstTapMs: 90 })], 4).met).toBe(true)
    expect(summarise(visits, 8).cells).toEqual([0, 150, 170, 90, 95, 40, Number.NaN])
  })

  it("misses with a dead tap, however fast the first working tap was", () => {
    expect(summarise([visit({ deadTaps: 1, firstTapMs: 20, fromLaterMs: 20 })], 8).met).toBe(false)
  })
})
