#!/usr/bin/env node
/**
 * Placeholder artwork for the site until the salon's own photos arrive.
 *
 * Every picture the site shows (hero, galleries, team portraits, share image,
 * app icon) needs a real file under content/images/ so the build and the
 * content check pass. This script paints calm, abstract stand-ins in the brand
 * palette (steam, water, stones, leaves, linen, candle light; soft silhouettes
 * for the team) as SVG and converts them to JPEG/PNG with sharp.
 *
 * To use real photos, editors simply replace a JPEG with a photo of the same
 * name (same aspect ratio), or point the path in the YAML file to a new image.
 * Do not rerun this script after that: it would overwrite the real photos
 * (use `--only <substring>` to regenerate single files).
 *
 * Output is deterministic (seeded PRNG, no Math.random): reruns produce
 * identical files.
 *
 * Usage (from the project root):
 *   node scripts/generate-placeholders.mjs
 *   node scripts/generate-placeholders.mjs --only team/
 */
import { mkdir, stat } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const OUT_DIR = path.join(ROOT, "content", "images")

/* ------------------------------------------------------------------ palette */

const C = {
  paper: "#FAF7F2",
  sand: "#EFE6DA",
  sage: "#56664F",
  sageLight: "#DCE3D5",
  clay: "#9A5B3F",
  night: "#1F2420",
  gold: "#B08D57",
  ink: "#2B2623",
  white: "#FFFFFF",
}

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const rgbToHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`
/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
const mix = (a, b, t) => {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}

/* ------------------------------------------------------------ deterministic */

function hashString(str) {
  let h = 2166136261
  for (let i = 0; i < str.length; i += 1) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Numbers in SVG are rounded so the markup (and thus the output) is stable. */
const n = (v) => (Math.round(v * 10) / 10).toString()
const pt = (p) => `${n(p[0])},${n(p[1])}`

/* ------------------------------------------------------------- svg helpers */

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smoothPath(points, closed = false, tension = 1) {
  const len = points.length
  const get = (i) => (closed ? points[(i + len) % len] : points[Math.max(0, Math.min(len - 1, i))])
  let d = `M${pt(points[0])}`
  const segments = closed ? len : len - 1
  for (let i = 0; i < segments; i += 1) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`
  }
  return closed ? `${d}Z` : d
}

/**
 * A drawing context for one image: size, seeded random numbers and a <defs>
 * collector for gradients and filters.
 */
function createScene(width, height, seed, margin = 0) {
  const rnd = mulberry32(hashString(seed))
  const defs = []
  const blurIds = new Map()
  let counter = 0
  const uid = (prefix) => `${prefix}${(counter += 1)}`

  const stopsXml = (stops) =>
    stops
      .map(
        ([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join("")

  const s = {
    w: width,
    h: height,
    margin,
    rnd,
    /** Uniform random number in [a, b). */
    r: (a, b) => a + (b - a) * rnd(),
    /** Random integer in [a, b]. */
    ri: (a, b) => Math.floor(a + (b - a + 1) * rnd()),
    uid,
    /** Linear gradient; returns `url(#id)`. Coordinates in bbox units unless `user` is set. */
    lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
      const id = uid("l")
      const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
      defs.push(
        `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopsXml(stops)}</linearGradient>`,
      )
      return `url(#${id})`
    },
    /** Radial gradient; returns `url(#id)`. */
    rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = {}) {
      const id = uid("r")
      const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
      const f = (v) => (user ? n(v) : String(Math.round(v * 1000) / 1000))
      const focus = fx !== undefined ? ` fx="${f(fx)}" fy="${f(fy)}"` : ""
      const tr = transform ? ` gradientTransform="${transform}"` : ""
      defs.push(
        `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${focus}${units}${tr}>${stopsXml(stops)}</radialGradient>`,
      )
      return `url(#${id})`
    },
    /**
     * Gaussian blur filter with a generous region in user space, so blurred
     * thin strokes and small shapes are never clipped. Apply it to untransformed
     * groups only. Returns `url(#id)`.
     */
    blur(sd) {
      const key = n(sd)
      if (!blurIds.has(key)) {
        const id = uid("b")
        defs.push(
          `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(-width * 0.2)}" y="${n(-height * 0.2)}" width="${n(width * 1.4)}" height="${n(height * 1.4)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${key}"/></filter>`,
        )
        blurIds.set(key, id)
      }
      return `url(#${blurIds.get(key)})`
    },
    /** Wrap content in a blurred group. */
    soft(sd, content, attrs = "") {
      if (sd <= 0) return `<g${attrs ? ` ${attrs}` : ""}>${content}</g>`
      return `<g filter="${s.blur(sd)}"${attrs ? ` ${attrs}` : ""}>${content}</g>`
    },
    addDef(xml) {
      defs.push(xml)
    },
    /** Irregular, organic closed shape around an ellipse. */
    blob(cx, cy, rx, ry, { wobble = 0.12, points = 9, rotate = 0 } = {}) {
      const pts = []
      const phase = s.r(0, Math.PI * 2)
      const rot = (rotate * Math.PI) / 180
      for (let i = 0; i < points; i += 1) {
        const a = phase + (i / points) * Math.PI * 2
        const k = 1 + s.r(-wobble, wobble)
        const x = Math.cos(a) * rx * k
        const y = Math.sin(a) * ry * k
        pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)])
      }
      return smoothPath(pts, true)
    },
    /**
     * The SVG is rendered with a margin around the visible area (cropped
     * afterwards) so blurs near the edges do not fade into transparency.
     */
    toSvg(body) {
      const m = margin
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * m}" height="${height + 2 * m}" viewBox="${-m} ${-m} ${width + 2 * m} ${height + 2 * m}"><defs>${defs.join("")}</defs>${body}</svg>`
    },
  }
  return s
}

/** A rectangle covering the whole canvas, including the render margin. */
const rect = (s, fill, extra = "") =>
  `<rect x="${-s.margin}" y="${-s.margin}" width="${s.w + 2 * s.margin}" height="${s.h + 2 * s.margin}" fill="${fill}"${extra}/>`

/** Soft vignette that darkens the edges toward `color`. */
function vignette(s, color, strength = 0.45, { cx = 0.5, cy = 0.5, r = 0.75 } = {}) {
  const fill = s.rad(
    [
      [0, color, 0],
      [0.55, color, 0],
      [1, color, strength],
    ],
    { cx: s.w * cx, cy: s.h * cy, r: Math.max(s.w, s.h) * r, user: true },
  )
  return rect(s, fill)
}

/** Points of a rising steam wisp. */
function wispPoints(s, x0, y0, height, { sway = 70, drift = 0, turns = 1.2, steps = 12 } = {}) {
  const pts = []
  const phase = s.r(0, Math.PI * 2)
  for (let k = 0; k <= steps; k += 1) {
    const t = k / steps
    const amp = sway * (0.25 + t ** 0.9)
    pts.push([x0 + drift * t * t + amp * Math.sin(phase + t * turns * Math.PI * 2) + s.r(-8, 8), y0 - height * t])
  }
  return pts
}

/** One steam wisp: a wide faint veil plus a thinner, brighter strand. */
function steam(s, x0, y0, height, { color = C.paper, opacity = 0.3, width = 120, ...opts } = {}) {
  const pts = wispPoints(s, x0, y0, height, opts)
  const grad = (peak) =>
    s.lin(
      [
        [0, color, 0],
        [0.18, color, peak],
        [0.55, color, peak * 0.55],
        [1, color, 0],
      ],
      { x1: x0, y1: y0, x2: x0, y2: y0 - height, user: true },
    )
  const d = smoothPath(pts)
  return {
    veil: `<path d="${d}" fill="none" stroke="${grad(opacity * 0.6)}" stroke-width="${n(width * 2.2)}" stroke-linecap="round"/>`,
    strand: `<path d="${d}" fill="none" stroke="${grad(opacity)}" stroke-width="${n(width * 0.45)}" stroke-linecap="round"/>`,
  }
}

/** Leaf outline with its base at (0,0) pointing along +x, length `len`. */
function leafPath(len, width, curl = 0) {
  const w = width / 2
  return `M0,0C${n(len * 0.25)},${n(-w * 1.15 + curl)} ${n(len * 0.7)},${n(-w * 0.95 + curl)} ${n(len)},${n(curl * 1.6)}C${n(len * 0.72)},${n(w * 0.9 + curl)} ${n(len * 0.28)},${n(w * 1.1 + curl)} 0,0Z`
}

/** A branch: a curved stem with alternating leaves. Returns svg markup. */
function branch(s, { x, y, angle, length, leaves = 9, leafLen = 220, leafWidth = 80, fill, opacity = 1 }) {
  const pts = []
  const bend = s.r(-0.5, 0.5)
  let a = (angle * Math.PI) / 180
  let px = x
  let py = y
  const steps = 10
  for (let i = 0; i <= steps; i += 1) {
    pts.push([px, py])
    a += (bend * 0.5) / steps
    px += Math.cos(a) * (length / steps)
    py += Math.sin(a) * (length / steps)
  }
  let out = `<path d="${smoothPath(pts)}" fill="none" stroke="${fill}" stroke-width="${n(leafWidth * 0.09)}" stroke-linecap="round"/>`
  for (let i = 0; i < leaves; i += 1) {
    const t = 0.12 + (0.88 * i) / Math.max(1, leaves - 1)
    const idx = Math.min(steps - 1, Math.floor(t * steps))
    const p = pts[idx]
    const q = pts[idx + 1]
    const dir = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI
    const side = i % 2 === 0 ? 1 : -1
    const la = dir + side * s.r(28, 55)
    const sc = 0.75 + 0.35 * Math.sin(t * Math.PI) + s.r(-0.08, 0.08)
    const px2 = p[0] + (q[0] - p[0]) * ((t * steps) % 1)
    const py2 = p[1] + (q[1] - p[1]) * ((t * steps) % 1)
    out += `<path transform="translate(${n(px2)} ${n(py2)}) rotate(${n(la)})" d="${leafPath(leafLen * sc, leafWidth * sc, s.r(-10, 10))}" fill="${fill}"/>`
  }
  // tip leaf
  const last = pts[steps]
  const prev = pts[steps - 1]
  const tipA = (Math.atan2(last[1] - prev[1], last[0] - prev[0]) * 180) / Math.PI
  out += `<path transform="translate(${n(last[0])} ${n(last[1])}) rotate(${n(tipA)})" d="${leafPath(leafLen * 0.85, leafWidth * 0.8)}" fill="${fill}"/>`
  return `<g opacity="${opacity}">${out}</g>`
}

/** A smooth pebble with light from `light` (unit-ish offset of the highlight). */
function stone(s, cx, cy, rx, ry, { base, light = [-0.3, -0.45], rotate = 0, wobble = 0.05, sheen = 0.35 } = {}) {
  const d = s.blob(cx, cy, rx, ry, { wobble, points: 10, rotate })
  const hi = mix(base, C.paper, sheen)
  const lo = mix(base, C.night, 0.45)
  const fill = s.rad(
    [
      [0, hi],
      [0.45, base],
      [1, lo],
    ],
    { cx: 0.5 + light[0] * 0.5, cy: 0.5 + light[1] * 0.5, r: 0.85 },
  )
  const rim = s.rad(
    [
      [0.7, C.white, 0],
      [1, C.white, 0.1],
    ],
    { cx: 0.5 - light[0] * 0.3, cy: 0.5 - light[1] * 0.3, r: 0.75 },
  )
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${rim}"/>`
}

/**
 * Concentric ripple rings around (cx, cy); `squash` < 1 gives perspective.
 * Rings fade and soften with distance; returns ready-blurred markup.
 */
function ripples(
  s,
  cx,
  cy,
  {
    rings = 8,
    start = 60,
    step = 110,
    grow = 1.14,
    squash = 1,
    light = C.sageLight,
    dark = C.night,
    lightOpacity = 0.35,
    darkOpacity = 0.25,
    width = 10,
    decay = 3.5,
    blurs = [3, 6, 12],
  } = {},
) {
  const groups = blurs.map(() => "")
  let r = start
  let gap = step
  for (let i = 0; i < rings; i += 1) {
    const fade = Math.exp(-i / decay)
    const wv = width * (1 + i * 0.3)
    const g = Math.min(blurs.length - 1, Math.floor((i / rings) * blurs.length))
    const crest = s.blob(cx, cy, r, r * squash, { wobble: 0.012, points: 14 })
    const trough = s.blob(cx, cy + wv * 0.7 * squash, r + wv * 0.9, (r + wv * 0.9) * squash, {
      wobble: 0.012,
      points: 14,
    })
    groups[g] +=
      `<path d="${trough}" fill="none" stroke="${dark}" stroke-opacity="${n(darkOpacity * fade * 100) / 100}" stroke-width="${n(wv * 1.2)}"/>`
    groups[g] +=
      `<path d="${crest}" fill="none" stroke="${light}" stroke-opacity="${n(lightOpacity * fade * 100) / 100}" stroke-width="${n(wv)}"/>`
    r += gap * s.r(0.85, 1.15)
    gap *= grow
  }
  return groups.map((xml, i) => s.soft(blurs[i], xml)).join("")
}

/** Several steam wisps; returns blurred markup (wide veils and finer strands). */
function steamField(s, count, make, { veilBlur = 60, strandBlur = 24 } = {}) {
  let veils = ""
  let strands = ""
  for (let i = 0; i < count; i += 1) {
    const { x, y, height, ...opts } = make(i)
    const st = steam(s, x, y, height, opts)
    veils += st.veil
    strands += st.strand
  }
  return s.soft(veilBlur, veils) + s.soft(strandBlur, strands)
}

/* ------------------------------------------------------------------ scenes */

/** Hero: a dark, still water basin; steam lit from the right. Left stays quiet for text. */
function hero(s) {
  const { w, h } = s
  const horizon = h * 0.64
  let body = ""
  body += rect(
    s,
    s.lin([
      [0, "#171B18"],
      [0.55, "#1F2521"],
      [1, "#151916"],
    ]),
  )
  // warm light from the upper right
  body += rect(
    s,
    s.rad(
      [
        [0, C.gold, 0.3],
        [0.45, C.clay, 0.1],
        [1, C.clay, 0],
      ],
      { cx: w * 0.8, cy: h * 0.3, r: w * 0.5, user: true },
    ),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.sage, 0.22],
        [1, C.sage, 0],
      ],
      { cx: w * 0.55, cy: h * 0.55, r: w * 0.45, user: true },
    ),
  )
  // water
  body += s.soft(
    8,
    `<rect x="-50" y="${n(horizon)}" width="${w + 100}" height="${n(h - horizon + 50)}" fill="${s.lin([
      [0, "#2C332D"],
      [0.25, "#1D231F"],
      [1, "#121513"],
    ])}"/>`,
  )
  // reflection of the light on the water
  body += s.soft(
    50,
    `<ellipse cx="${n(w * 0.8)}" cy="${n(horizon + 230)}" rx="220" ry="260" fill="${C.gold}" opacity="0.13"/>`,
  )
  let glints = ""
  for (let i = 0; i < 30; i += 1) {
    const y = horizon + 24 + (i / 30) ** 1.3 * (h - horizon) * 0.85
    const spread = 60 + i * 14
    const x = w * 0.8 + s.r(-spread, spread)
    const len = s.r(60, 240) * (1 - i / 45)
    glints += `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(s.r(3, 6))}" rx="3" fill="${mix(C.gold, C.paper, 0.4)}" opacity="${n(s.r(0.06, 0.2) * (1 - i / 34))}"/>`
  }
  body += s.soft(4, glints)
  body += ripples(s, w * 0.74, horizon + 210, {
    rings: 6,
    start: 140,
    step: 120,
    grow: 1.2,
    squash: 0.2,
    light: C.gold,
    dark: "#0C0F0D",
    lightOpacity: 0.16,
    darkOpacity: 0.4,
    width: 5,
    decay: 3,
    blurs: [4, 7, 12],
  })
  // steam drifting gently to the left
  body += steamField(
    s,
    9,
    () => ({
      x: w * s.r(0.5, 0.98),
      y: horizon + s.r(0, 60),
      height: s.r(650, 1000),
      color: mix(C.paper, C.gold, 0.15),
      opacity: s.r(0.09, 0.16),
      width: s.r(60, 110),
      sway: s.r(60, 120),
      drift: s.r(-260, -60),
      turns: s.r(0.9, 1.5),
    }),
    { veilBlur: 64, strandBlur: 22 },
  )
  // smooth stones at the water's edge, with contact shadows and rim light
  const stonesAt = [
    [w * 0.885, horizon + 55, 200, 100, "#1E2320", [-0.1, -0.8]],
    [w * 0.95, horizon - 25, 125, 78, "#242925", [-0.2, -0.8]],
    [w * 0.68, horizon + 175, 105, 46, "#1C201D", [0.3, -0.8]],
  ]
  let shadows = ""
  let st = ""
  let rims = ""
  for (const [x, y, rx, ry, base, light] of stonesAt) {
    shadows += `<ellipse cx="${n(x)}" cy="${n(y + ry * 0.85)}" rx="${n(rx * 1.05)}" ry="${n(ry * 0.3)}" fill="#070908" opacity="0.7"/>`
    shadows += `<ellipse cx="${n(x)}" cy="${n(y + ry * 1.5)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.5)}" fill="${C.gold}" opacity="0.05"/>`
    st += stone(s, x, y, rx, ry, { base, light, sheen: 0.12 })
    rims += `<ellipse cx="${n(x + rx * 0.05)}" cy="${n(y - ry * 0.78)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.12)}" fill="${C.gold}" opacity="0.3"/>`
  }
  body += s.soft(12, shadows)
  body += s.soft(3, st)
  body += s.soft(9, rims)
  // keep the left and centre calm for the text scrim
  body += rect(
    s,
    s.lin(
      [
        [0, C.night, 0.55],
        [0.45, C.night, 0.2],
        [0.7, C.night, 0],
      ],
      { x2: 1, y2: 0 },
    ),
  )
  body += vignette(s, "#0E110F", 0.55)
  return { svg: s.toSvg(body), grain: 2.6 }
}

/** Home 1: misty morning, steam drifting over a still lake below soft hills. Light, airy. */
function steamOverWater(s) {
  const { w, h } = s
  const horizon = h * 0.56
  let body = ""
  body += rect(
    s,
    s.lin([
      [0, C.paper],
      [0.5, mix(C.paper, C.sand, 0.7)],
      [0.56, "#DCDFD2"],
      [0.62, "#C3CABB"],
      [1, "#8A9784"],
    ]),
  )
  // pale sun
  body += s.soft(
    70,
    `<circle cx="${n(w * 0.68)}" cy="${n(h * 0.28)}" r="150" fill="${mix(C.gold, C.paper, 0.5)}" opacity="0.5"/>`,
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.white, 0.7],
        [1, C.white, 0],
      ],
      { cx: w * 0.68, cy: h * 0.28, r: w * 0.32, user: true },
    ),
  )
  // hills: layered ridges built from a few sine waves
  const ridge = (base, amp) => {
    const [f1, f2, f3] = [s.r(1.5, 2.5), s.r(3.5, 5.5), s.r(8, 12)].map((f) => (f * Math.PI) / w)
    const [p1, p2, p3] = [s.r(0, 6), s.r(0, 6), s.r(0, 6)]
    const pts = []
    for (let i = 0; i <= 28; i += 1) {
      const x = -100 + ((w + 200) * i) / 28
      const y =
        base -
        amp *
          (0.6 * (0.5 + 0.5 * Math.sin(x * f1 + p1)) +
            0.28 * (0.5 + 0.5 * Math.sin(x * f2 + p2)) +
            0.12 * (0.5 + 0.5 * Math.sin(x * f3 + p3)))
      pts.push([x, y])
    }
    return `${smoothPath(pts)}L${n(w + 100)},${n(horizon + 2)}L-100,${n(horizon + 2)}Z`
  }
  const far = ridge(horizon - 60, 300)
  const near = ridge(horizon + 2, 170)
  body += s.soft(10, `<path d="${far}" fill="#B9C2B2" opacity="0.55"/>`)
  body += s.soft(
    40,
    `<rect x="-100" y="${n(horizon - 260)}" width="${w + 200}" height="300" fill="${s.lin([
      [0, C.paper, 0],
      [0.7, C.paper, 0.75],
      [1, C.paper, 0.3],
    ])}"/>`,
  )
  body += s.soft(5, `<path d="${near}" fill="#93A08D" opacity="0.6"/>`)
  // their reflections
  body += s.soft(
    16,
    `<g transform="translate(0 ${n(2 * horizon)}) scale(1 -1)"><path d="${far}" fill="#B3BCAC" opacity="0.3"/><path d="${near}" fill="#8E9B88" opacity="0.4"/></g>`,
  )
  body += s.soft(
    30,
    `<rect x="-100" y="${n(horizon - 20)}" width="${w + 200}" height="160" fill="${s.lin([
      [0, C.paper, 0],
      [0.4, C.paper, 0.75],
      [1, C.paper, 0],
    ])}"/>`,
  )
  // water deepening toward the viewer
  body += `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${s.lin([
    [0, "#A8B3A1", 0],
    [0.4, "#97A391", 0.3],
    [1, "#6F7D6A", 0.75],
  ])}"/>`
  body += s.soft(
    45,
    `<ellipse cx="${n(w * 0.68)}" cy="${n(horizon + 230)}" rx="120" ry="260" fill="${C.paper}" opacity="0.3"/>`,
  )
  let streaks = ""
  for (let i = 0; i < 14; i += 1) {
    const y = horizon + 40 + (i / 14) ** 1.5 * (h - horizon - 60)
    const len = s.r(w * 0.25, w * 0.7)
    streaks += `<ellipse cx="${n(s.r(-300, w * 0.6) + len / 2)}" cy="${n(y)}" rx="${n(len / 2)}" ry="${n(4 + i * 0.8)}" fill="${C.paper}" opacity="${n(s.r(0.08, 0.16))}"/>`
  }
  body += s.soft(12, streaks)
  // steam lifting off the water, drifting right
  body += steamField(
    s,
    10,
    () => ({
      x: s.r(-100, w + 100),
      y: horizon + s.r(60, 420),
      height: s.r(320, 640),
      color: C.white,
      opacity: s.r(0.16, 0.3),
      width: s.r(60, 120),
      sway: s.r(30, 70),
      drift: s.r(60, 220),
      turns: s.r(0.6, 1.1),
    }),
    { veilBlur: 46, strandBlur: 18 },
  )
  // mist banks along the horizon
  let mist = ""
  for (let i = 0; i < 6; i += 1)
    mist += `<ellipse cx="${n(s.r(0, w))}" cy="${n(horizon + s.r(-60, 30))}" rx="${n(s.r(500, 900))}" ry="${n(s.r(40, 90))}" fill="${C.paper}" opacity="${n(s.r(0.3, 0.5))}"/>`
  body += s.soft(45, mist)
  body += vignette(s, "#6E7B69", 0.28)
  return { svg: s.toSvg(body), grain: 2 }
}

/** Home 2: a cairn of smooth stones in a raked sand garden, soft side light. */
function stones(s) {
  const { w, h } = s
  const ground = h * 0.56
  const cx = w * 0.6
  const base = ground + 260
  let body = ""
  body += rect(
    s,
    s.lin([
      [0, mix(C.paper, C.sand, 0.3)],
      [0.52, C.sand],
      [0.6, mix(C.sand, C.gold, 0.15)],
      [1, mix(C.sand, C.clay, 0.22)],
    ]),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.white, 0.7],
        [1, C.white, 0],
      ],
      { cx: w * 0.25, cy: h * 0.12, r: w * 0.55, user: true },
    ),
  )
  body += s.soft(
    40,
    `<rect x="-100" y="${n(ground)}" width="${w + 200}" height="${n(h)}" fill="${mix(C.sand, C.gold, 0.2)}" opacity="0.5"/>`,
  )
  // raked lines around the cairn (karesansui)
  const clip = s.uid("c")
  s.addDef(`<clipPath id="${clip}"><rect x="0" y="${n(ground + 40)}" width="${w}" height="${n(h)}"/></clipPath>`)
  let raked = ""
  for (let i = 0; i < 11; i += 1) {
    const rx = 430 + i * 150
    const ry = rx * 0.2
    raked += `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${rx}" ry="${n(ry)}" fill="none" stroke="${mix(C.clay, C.ink, 0.4)}" stroke-opacity="0.12" stroke-width="14"/>`
    raked += `<ellipse cx="${n(cx)}" cy="${n(base - 9)}" rx="${rx}" ry="${n(ry)}" fill="none" stroke="${C.white}" stroke-opacity="0.4" stroke-width="9"/>`
  }
  body += `<g clip-path="url(#${clip})">${s.soft(4, raked)}</g>`
  body += s.soft(
    60,
    `<rect x="-100" y="${n(ground - 60)}" width="${w + 200}" height="220" fill="${mix(C.sand, C.paper, 0.5)}" opacity="0.9"/>`,
  )
  // blurred background stone (depth)
  body += s.soft(
    22,
    `<ellipse cx="${n(w * 0.22)}" cy="${n(ground + 50)}" rx="170" ry="22" fill="${C.ink}" opacity="0.25"/>${stone(s, w * 0.22, ground + 5, 170, 62, { base: "#A29A8E", light: [-0.4, -0.6], sheen: 0.35 })}`,
  )
  // cast and contact shadows of the cairn (light from the upper left)
  body += s.soft(
    45,
    `<ellipse cx="${n(cx + 330)}" cy="${n(base + 20)}" rx="560" ry="80" fill="${C.ink}" opacity="0.2"/>`,
  )
  body += s.soft(
    12,
    `<ellipse cx="${n(cx + 30)}" cy="${n(base + 4)}" rx="340" ry="34" fill="${C.ink}" opacity="0.45"/>`,
  )
  const specs = [
    { rx: 360, ry: 128, base: "#5E5A54" },
    { rx: 280, ry: 106, base: "#7B766D" },
    { rx: 215, ry: 88, base: "#4B4F47" },
    { rx: 150, ry: 68, base: "#8A8379" },
    { rx: 95, ry: 50, base: "#3F3B37" },
  ]
  let y = base + 6
  specs.forEach((sp, i) => {
    const sy = y - sp.ry * 0.95
    const sx = cx + s.r(-25, 25) + i * 6
    if (i > 0)
      body += s.soft(
        8,
        `<ellipse cx="${n(sx + 20)}" cy="${n(sy + sp.ry * 0.85)}" rx="${n(sp.rx * 0.85)}" ry="${n(sp.ry * 0.28)}" fill="${C.ink}" opacity="0.45"/>`,
      )
    body += s.soft(
      2,
      stone(s, sx, sy, sp.rx, sp.ry, { base: sp.base, rotate: s.r(-4, 4), light: [-0.45, -0.65], sheen: 0.4 }),
    )
    y = sy - sp.ry * 0.8
  })
  // foreground pebbles, out of focus
  body += s.soft(
    24,
    stone(s, w * 0.12, h * 0.95, 260, 120, { base: "#6E685F", light: [-0.3, -0.7], sheen: 0.3 }) +
      stone(s, w * 0.29, h * 1.02, 200, 95, { base: "#A39C90", light: [-0.3, -0.7], sheen: 0.3 }),
  )
  body += vignette(s, mix(C.clay, C.ink, 0.4), 0.28)
  return { svg: s.toSvg(body), grain: 2.2 }
}

/** Home 3: leaf shadows falling across a pale sage wall, shoji light. */
function leafShadows(s) {
  const { w, h } = s
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, mix(C.paper, C.sageLight, 0.35)],
        [0.55, C.sageLight],
        [1, mix(C.sageLight, C.sage, 0.35)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  )
  // a diagonal beam of sunlight
  body += s.soft(
    70,
    `<path d="M${n(w * 0.18)},-100L${n(w * 0.62)},-100L${n(w * 1.05)},${n(h + 100)}L${n(w * 0.48)},${n(h + 100)}Z" fill="${C.paper}" opacity="0.65"/>`,
  )
  body += s.soft(
    50,
    `<path d="M${n(w * 0.32)},-100L${n(w * 0.44)},-100L${n(w * 0.83)},${n(h + 100)}L${n(w * 0.7)},${n(h + 100)}Z" fill="${C.white}" opacity="0.45"/>`,
  )
  // the faintest shoji frame shadow
  let grid = ""
  for (let i = 0; i < 3; i += 1)
    grid += `<rect x="${n(w * 0.3 + i * 520)}" y="-100" width="22" height="${h + 200}" fill="${C.sage}" opacity="0.05"/>`
  grid += `<rect x="-100" y="${n(h * 0.36)}" width="${w + 200}" height="20" fill="${C.sage}" opacity="0.045"/>`
  body += s.soft(22, `<g transform="rotate(-8 ${n(w / 2)} ${n(h / 2)})">${grid}</g>`)
  const shadow = mix(C.sage, C.night, 0.25)
  body += s.soft(
    34,
    branch(s, {
      x: w * 1.02,
      y: h * 0.08,
      angle: 160,
      length: 1300,
      leaves: 11,
      leafLen: 300,
      leafWidth: 110,
      fill: shadow,
      opacity: 0.26,
    }),
  )
  body += s.soft(
    26,
    branch(s, {
      x: -40,
      y: h * 0.9,
      angle: -30,
      length: 1000,
      leaves: 9,
      leafLen: 260,
      leafWidth: 95,
      fill: shadow,
      opacity: 0.28,
    }),
  )
  body += s.soft(
    9,
    branch(s, {
      x: w * 1.02,
      y: h * 0.55,
      angle: 195,
      length: 1050,
      leaves: 10,
      leafLen: 250,
      leafWidth: 88,
      fill: shadow,
      opacity: 0.42,
    }),
  )
  body += s.soft(
    5,
    branch(s, {
      x: w * 0.98,
      y: -30,
      angle: 120,
      length: 620,
      leaves: 7,
      leafLen: 210,
      leafWidth: 74,
      fill: shadow,
      opacity: 0.5,
    }),
  )
  body += vignette(s, mix(C.sage, C.night, 0.3), 0.3)
  return { svg: s.toSvg(body), grain: 2.2 }
}

/** Home 4: folds of washed linen in warm window light. */
function linen(s) {
  const { w, h } = s
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, C.paper],
        [0.5, mix(C.paper, C.sand, 0.6)],
        [1, mix(C.sand, C.gold, 0.18)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  )
  const foldPath = (offset, wave, phase) => {
    const pts = []
    for (let i = 0; i <= 8; i += 1) {
      const t = i / 8
      pts.push([-300 + t * (w + 600), offset - t * h * 0.55 + Math.sin(phase + t * Math.PI * 1.6) * wave])
    }
    return smoothPath(pts)
  }
  let shades = ""
  let lights = ""
  let creases = ""
  for (let i = 0; i < 10; i += 1) {
    const offset = h * 0.15 + i * 190 + s.r(-40, 40)
    const wave = s.r(80, 180)
    const phase = s.r(0, Math.PI * 2)
    shades += `<path d="${foldPath(offset, wave, phase)}" fill="none" stroke="${mix(C.clay, C.ink, 0.5)}" stroke-opacity="${n(s.r(0.08, 0.16))}" stroke-width="${n(s.r(90, 170))}" stroke-linecap="round"/>`
    lights += `<path d="${foldPath(offset - s.r(90, 130), wave * 0.95, phase + 0.1)}" fill="none" stroke="${C.white}" stroke-opacity="${n(s.r(0.35, 0.6))}" stroke-width="${n(s.r(60, 130))}" stroke-linecap="round"/>`
    if (i % 3 === 1)
      creases += `<path d="${foldPath(offset + 30, wave, phase)}" fill="none" stroke="${mix(C.clay, C.ink, 0.4)}" stroke-opacity="0.14" stroke-width="8" stroke-linecap="round"/>`
  }
  body += s.soft(46, shades)
  body += s.soft(32, lights)
  body += s.soft(7, creases)
  // soft shadow of a window frame across one corner
  body += s.soft(
    80,
    `<path d="M${n(w * 0.72)},-200L${n(w + 200)},-200L${n(w + 200)},${n(h * 0.7)}Z" fill="${mix(C.clay, C.ink, 0.5)}" opacity="0.12"/>`,
  )
  body += s.soft(
    50,
    `<rect x="${n(w * 0.08)}" y="-200" width="70" height="${h + 400}" transform="rotate(-18 ${n(w * 0.1)} ${n(h / 2)})" fill="${mix(C.clay, C.ink, 0.5)}" opacity="0.06"/>`,
  )
  body += vignette(s, mix(C.sand, C.clay, 0.45), 0.3)
  return { svg: s.toSvg(body), grain: 2.4 }
}

/** Home 5: ripples spreading over a sage pool, a single leaf afloat. */
function ripplePool(s) {
  const { w, h } = s
  const c1 = [w * 0.58, h * 0.52]
  let body = ""
  body += rect(
    s,
    s.rad(
      [
        [0, "#788870"],
        [0.55, "#5A6A53"],
        [1, "#2F3A2E"],
      ],
      { cx: w * 0.55, cy: h * 0.45, r: w * 0.7, user: true },
    ),
  )
  // far water reflects the bright sky
  body += rect(
    s,
    s.lin([
      [0, C.sageLight, 0.45],
      [0.45, C.sageLight, 0.08],
      [1, C.sageLight, 0],
    ]),
  )
  body += s.soft(
    90,
    `<ellipse cx="${n(w * 0.28)}" cy="${n(h * 0.18)}" rx="760" ry="260" fill="${C.paper}" opacity="0.25"/>`,
  )
  body += ripples(s, c1[0], c1[1], {
    rings: 9,
    start: 70,
    step: 95,
    grow: 1.17,
    squash: 0.5,
    light: C.sageLight,
    dark: "#233021",
    lightOpacity: 0.5,
    darkOpacity: 0.38,
    width: 9,
    decay: 3.6,
    blurs: [3, 6, 12],
  })
  body += ripples(s, w * 0.14, h * 0.86, {
    rings: 5,
    start: 50,
    step: 85,
    grow: 1.2,
    squash: 0.5,
    light: C.sageLight,
    dark: "#233021",
    lightOpacity: 0.32,
    darkOpacity: 0.25,
    width: 8,
    decay: 2.5,
    blurs: [5, 9],
  })
  // the floating leaf, its shadow and a faint reflection
  const leafAt = (fill, dx = 0, dy = 0) =>
    `<g transform="translate(${n(c1[0] - 30 + dx)} ${n(c1[1] + 10 + dy)}) scale(1.25 0.78) rotate(-24)"><path d="${leafPath(300, 120, 6)}" fill="${fill}"/></g>`
  body += s.soft(16, `<g opacity="0.5">${leafAt("#1B2219", 18, 26)}</g>`)
  const leafFill = s.lin(
    [
      [0, mix(C.gold, C.clay, 0.35)],
      [0.6, C.gold],
      [1, mix(C.gold, C.paper, 0.35)],
    ],
    { x1: 0, y1: 0.5, x2: 1, y2: 0.5 },
  )
  body += s.soft(
    1.5,
    `${leafAt(leafFill)}<g transform="translate(${n(c1[0] - 30)} ${n(c1[1] + 10)}) scale(1.25 0.78) rotate(-24)"><path d="M12,2C100,-4 200,-2 290,6" fill="none" stroke="${mix(C.clay, C.ink, 0.3)}" stroke-opacity="0.45" stroke-width="4"/></g>`,
  )
  body += s.soft(
    10,
    `<g transform="translate(${n(c1[0] - 30)} ${n(c1[1] + 10)}) scale(1.25 0.78) rotate(-24)"><path d="M40,-18C120,-34 210,-30 270,-6" fill="none" stroke="${C.paper}" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/></g>`,
  )
  body += vignette(s, "#1D241B", 0.5)
  return { svg: s.toSvg(body), grain: 2.4 }
}

/** Home 6: candle glow in a dark, warm room; soft bokeh behind. */
function candleGlow(s) {
  const { w, h } = s
  const cx = w * 0.6
  const top = h * 0.5
  const flameY = top - 40
  const surface = h * 0.8
  let body = ""
  body += rect(
    s,
    s.rad(
      [
        [0, mix(C.clay, C.ink, 0.45)],
        [0.35, mix(C.clay, C.night, 0.72)],
        [1, "#141412"],
      ],
      { cx, cy: flameY, r: w * 0.62, user: true },
    ),
  )
  let bokeh = ""
  for (let i = 0; i < 16; i += 1) {
    bokeh += `<circle cx="${n(s.r(0, w))}" cy="${n(s.r(h * 0.05, h * 0.55))}" r="${n(s.r(30, 120))}" fill="${mix(C.gold, C.paper, s.r(0, 0.4))}" opacity="${n(s.r(0.04, 0.12))}"/>`
  }
  body += s.soft(14, bokeh)
  // stone slab and the glow on it
  body += s.soft(
    20,
    `<rect x="-100" y="${n(surface)}" width="${w + 200}" height="${n(h)}" fill="${s.lin([
      [0, "#3A2E26"],
      [1, "#181613"],
    ])}"/>`,
  )
  body += s.soft(50, `<ellipse cx="${n(cx)}" cy="${n(surface + 60)}" rx="520" ry="70" fill="${C.gold}" opacity="0.3"/>`)
  // second candle, further back and out of focus
  const bx = w * 0.3
  const bTop = h * 0.58
  body += s.soft(
    22,
    `<path d="M${n(bx - 120)},${n(bTop)}L${n(bx - 120)},${n(surface + 10)}A120 22 0 0 0 ${n(bx + 120)},${n(surface + 10)}L${n(bx + 120)},${n(bTop)}Z" fill="${s.lin(
      [
        [0, "#CDB592"],
        [1, "#5A4636"],
      ],
    )}" opacity="0.7"/><ellipse cx="${n(bx)}" cy="${n(bTop - 40)}" rx="14" ry="34" fill="${C.paper}" opacity="0.8"/>`,
  )
  body += s.soft(60, `<circle cx="${n(bx)}" cy="${n(bTop - 40)}" r="140" fill="${C.gold}" opacity="0.28"/>`)
  // main candle
  const cw = 190
  const outline = `M${n(cx - cw)},${n(top)}L${n(cx - cw)},${n(surface + 20)}A${cw} 40 0 0 0 ${n(cx + cw)},${n(surface + 20)}L${n(cx + cw)},${n(top)}Z`
  let candle = `<path d="${outline}" fill="${s.lin(
    [
      [0, "#6F5A45"],
      [0.35, "#E9D9BF"],
      [0.6, "#F5EAD6"],
      [1, "#7B6450"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`
  candle += `<path d="${outline}" fill="${s.lin([
    [0, C.gold, 0],
    [0.6, C.ink, 0.15],
    [1, C.ink, 0.6],
  ])}"/>`
  candle += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${cw}" ry="40" fill="${s.rad([
    [0, "#FFF4DC"],
    [0.7, "#E8CFA3"],
    [1, "#C9AC7F"],
  ])}"/>`
  body += s.soft(2.5, candle)
  body += s.soft(
    30,
    `<ellipse cx="${n(cx)}" cy="${n(top + 30)}" rx="${cw * 0.9}" ry="70" fill="${mix(C.gold, C.paper, 0.5)}" opacity="0.55"/>`,
  )
  // wick and flame
  body += s.soft(
    1.5,
    `<path d="M${n(cx)},${n(top - 2)}L${n(cx + 3)},${n(top - 34)}" stroke="#1a1410" stroke-width="6" stroke-linecap="round"/>`,
  )
  const flame = `M${n(cx)},${n(flameY - 150)}C${n(cx + 14)},${n(flameY - 90)} ${n(cx + 46)},${n(flameY - 30)} ${n(cx + 30)},${n(flameY + 6)}C${n(cx + 18)},${n(flameY + 30)} ${n(cx - 18)},${n(flameY + 30)} ${n(cx - 30)},${n(flameY + 6)}C${n(cx - 44)},${n(flameY - 30)} ${n(cx - 12)},${n(flameY - 90)} ${n(cx)},${n(flameY - 150)}Z`
  body += s.soft(90, `<circle cx="${n(cx)}" cy="${n(flameY - 40)}" r="260" fill="${C.gold}" opacity="0.45"/>`)
  body += s.soft(
    30,
    `<circle cx="${n(cx)}" cy="${n(flameY - 50)}" r="110" fill="${mix(C.gold, C.paper, 0.5)}" opacity="0.45"/>`,
  )
  body += s.soft(
    4,
    `<path d="${flame}" fill="${s.lin([
      [0, "#FFF6E0", 0.9],
      [0.55, "#F7D89B"],
      [0.85, "#E3A65E"],
      [1, "#9A5B3F", 0.6],
    ])}"/>`,
  )
  body += s.soft(8, `<ellipse cx="${n(cx)}" cy="${n(flameY - 20)}" rx="12" ry="40" fill="${C.white}" opacity="0.8"/>`)
  body += vignette(s, "#0F0F0D", 0.5)
  return { svg: s.toSvg(body), grain: 2.6 }
}

/** Treatments – exclusive: a cream ceramic bowl with a gold rim on clay, steam rising. */
function bowl(s) {
  const { w, h } = s
  const cx = w * 0.5
  const rimY = h * 0.55
  const rx = 520
  const ry = 115
  const footY = rimY + 455
  let body = ""
  body += rect(
    s,
    s.lin([
      [0, mix(C.clay, C.paper, 0.2)],
      [0.6, C.clay],
      [1, mix(C.clay, C.ink, 0.55)],
    ]),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.paper, 0.35],
        [1, C.paper, 0],
      ],
      { cx: w * 0.28, cy: h * 0.08, r: w * 0.6, user: true },
    ),
  )
  // table
  const table = h * 0.68
  body += s.soft(
    30,
    `<rect x="-100" y="${n(table)}" width="${w + 200}" height="${n(h)}" fill="${mix(C.clay, C.ink, 0.4)}" opacity="0.6"/>`,
  )
  body += s.soft(
    40,
    `<ellipse cx="${n(cx + 160)}" cy="${n(footY + 20)}" rx="600" ry="70" fill="${C.ink}" opacity="0.4"/>`,
  )
  body += s.soft(
    10,
    `<ellipse cx="${n(cx + 10)}" cy="${n(footY + 18)}" rx="210" ry="22" fill="${C.ink}" opacity="0.6"/>`,
  )
  // foot ring
  const glazeH = s.lin(
    [
      [0, "#CDBBA2"],
      [0.3, "#EFE5D6"],
      [0.6, "#D9C8B0"],
      [1, "#7C6653"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  let b = `<path d="M${n(cx - 165)},${n(footY - 30)}L${n(cx - 150)},${n(footY + 12)}Q${n(cx)},${n(footY + 30)} ${n(cx + 150)},${n(footY + 12)}L${n(cx + 165)},${n(footY - 30)}Z" fill="${glazeH}"/>`
  // bowl body
  const bodyPath = `M${n(cx - rx)},${n(rimY)}C${n(cx - rx)},${n(rimY + 250)} ${n(cx - 330)},${n(rimY + 420)} ${n(cx - 170)},${n(rimY + 435)}Q${n(cx)},${n(rimY + 450)} ${n(cx + 170)},${n(rimY + 435)}C${n(cx + 330)},${n(rimY + 420)} ${n(cx + rx)},${n(rimY + 250)} ${n(cx + rx)},${n(rimY)}Z`
  const glaze = s.lin(
    [
      [0, "#D9C9B1"],
      [0.28, "#F6EEE2"],
      [0.55, "#E6D8C3"],
      [1, "#8E7762"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  b += `<path d="${bodyPath}" fill="${glaze}"/><path d="${bodyPath}" fill="${s.lin([
    [0, C.ink, 0],
    [0.6, C.ink, 0.06],
    [1, C.ink, 0.35],
  ])}"/>`
  // warm bounce light from the table at the bottom of the bowl
  b += `<path d="${bodyPath}" fill="${s.lin([
    [0.7, C.clay, 0],
    [1, C.clay, 0.25],
  ])}"/>`
  // kintsugi seam
  b += `<path d="M${n(cx - 210)},${n(rimY + 40)}C${n(cx - 170)},${n(rimY + 130)} ${n(cx - 250)},${n(rimY + 210)} ${n(cx - 190)},${n(rimY + 300)}S${n(cx - 130)},${n(rimY + 390)} ${n(cx - 165)},${n(rimY + 432)}" fill="none" stroke="${C.gold}" stroke-width="7" stroke-linecap="round" opacity="0.9"/>`
  b += `<path d="M${n(cx - 196)},${n(rimY + 286)}C${n(cx - 240)},${n(rimY + 300)} ${n(cx - 270)},${n(rimY + 330)} ${n(cx - 300)},${n(rimY + 350)}" fill="none" stroke="${C.gold}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`
  // rim, inner wall and water
  b += `<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${rx}" ry="${ry}" fill="${s.lin([
    [0, "#B8A58B"],
    [1, "#EFE3D0"],
  ])}"/>`
  b += `<ellipse cx="${n(cx)}" cy="${n(rimY + 10)}" rx="${rx - 30}" ry="${ry - 26}" fill="${s.rad(
    [
      [0, "#5C5A48"],
      [0.7, "#45463A"],
      [1, "#2E3129"],
    ],
    { cx: 0.45, cy: 0.4 },
  )}"/>`
  b += `<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${rx}" ry="${ry}" fill="none" stroke="${C.gold}" stroke-width="6"/>`
  body += s.soft(2, b)
  // reflections on the water
  body += s.soft(
    18,
    `<ellipse cx="${n(cx - 120)}" cy="${n(rimY + 4)}" rx="200" ry="26" fill="${mix(C.gold, C.paper, 0.5)}" opacity="0.45"/>`,
  )
  body += s.soft(
    6,
    `<path d="M${n(cx - 420)},${n(rimY + 30)}Q${n(cx)},${n(rimY + 110)} ${n(cx + 420)},${n(rimY + 30)}" fill="none" stroke="${C.paper}" stroke-opacity="0.18" stroke-width="8"/>`,
  )
  // glaze highlight
  body += s.soft(
    20,
    `<path d="M${n(cx - 400)},${n(rimY + 60)}C${n(cx - 390)},${n(rimY + 200)} ${n(cx - 300)},${n(rimY + 320)} ${n(cx - 220)},${n(rimY + 370)}" fill="none" stroke="${C.white}" stroke-opacity="0.45" stroke-width="40" stroke-linecap="round"/>`,
  )
  body += steamField(
    s,
    6,
    () => ({
      x: cx + s.r(-330, 330),
      y: rimY - 10,
      height: s.r(600, 850),
      color: C.paper,
      opacity: s.r(0.2, 0.34),
      width: s.r(60, 110),
      sway: s.r(40, 90),
      drift: s.r(-100, 100),
    }),
    { veilBlur: 50, strandBlur: 18 },
  )
  body += vignette(s, mix(C.clay, C.ink, 0.7), 0.45)
  return { svg: s.toSvg(body), grain: 2.4 }
}

/** Treatments – therapy: rolled towels stacked on a pale surface, eucalyptus sprig. */
function towels(s) {
  const { w, h } = s
  const shelf = h * 0.7
  const floor = shelf + 120
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, mix(C.sageLight, C.paper, 0.3)],
        [0.55, mix(C.sageLight, C.sage, 0.18)],
        [1, mix(C.sageLight, C.sage, 0.4)],
      ],
      { x1: 0, y1: 0, x2: 0.4, y2: 1 },
    ),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.white, 0.6],
        [1, C.white, 0],
      ],
      { cx: w * 0.12, cy: 0, r: w * 0.55, user: true },
    ),
  )
  body += s.soft(
    30,
    `<rect x="-100" y="${n(shelf)}" width="${w + 200}" height="${n(h)}" fill="${s.lin([
      [0, mix(C.sand, C.paper, 0.3)],
      [1, mix(C.sand, C.gold, 0.22)],
    ])}"/>`,
  )
  body += s.soft(50, `<ellipse cx="${n(w * 0.5)}" cy="${n(floor)}" rx="820" ry="70" fill="${C.ink}" opacity="0.22"/>`)
  const r = 245
  const roll = (cx, cy, tone) => {
    const fill = s.rad(
      [
        [0, mix(tone, C.white, 0.5)],
        [0.75, tone],
        [1, mix(tone, C.ink, 0.28)],
      ],
      { cx: 0.4, cy: 0.36, r: 0.72 },
    )
    const turns = 3.2
    const pts = []
    const phase = s.r(0, Math.PI * 2)
    for (let i = 0; i <= 80; i += 1) {
      const t = i / 80
      const a = phase + t * turns * Math.PI * 2
      const rr = r * (0.1 + 0.8 * t) * (1 + 0.02 * Math.sin(a * 3))
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.98])
    }
    const spiral = smoothPath(pts)
    return {
      base: `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"/>`,
      shade: `<path d="${spiral}" fill="none" stroke="${mix(tone, C.ink, 0.5)}" stroke-opacity="0.3" stroke-width="16" stroke-linecap="round"/>`,
      light: `<path d="${spiral}" transform="translate(-7 -7)" fill="none" stroke="${C.white}" stroke-opacity="0.5" stroke-width="7" stroke-linecap="round"/>`,
      rim: `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r - 4}" fill="none" stroke="${mix(tone, C.ink, 0.35)}" stroke-opacity="0.25" stroke-width="10"/><circle cx="${n(cx - 8)}" cy="${n(cy - 8)}" r="${r - 14}" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="8" stroke-dasharray="${n(r * 1.6)} ${n(r * 4.7)}" stroke-dashoffset="${n(r * 2.6)}"/>`,
    }
  }
  const x0 = w * 0.34
  const rolls = [
    roll(x0, floor - r, mix(C.paper, C.sand, 0.5)),
    roll(x0 + 2 * r + 6, floor - r, mix(C.sageLight, C.sage, 0.3)),
    roll(x0 + r + 3, floor - r - r * 1.7, mix(C.paper, C.white, 0.3)),
  ]
  // the top roll rests in the groove between the two lower ones
  const lower = rolls.slice(0, 2)
  const top = rolls[2]
  const layer = (list, extra = "") =>
    s.soft(3, list.map((p) => p.base).join("")) +
    s.soft(7, list.map((p) => p.shade).join("")) +
    s.soft(4, list.map((p) => p.light).join("")) +
    s.soft(5, list.map((p) => p.rim).join("")) +
    extra
  body += s.soft(
    10,
    `<ellipse cx="${n(x0)}" cy="${n(floor - 6)}" rx="${n(r * 0.8)}" ry="24" fill="${C.ink}" opacity="0.35"/><ellipse cx="${n(x0 + 2 * r + 6)}" cy="${n(floor - 6)}" rx="${n(r * 0.8)}" ry="24" fill="${C.ink}" opacity="0.35"/>`,
  )
  body += layer(lower)
  body += s.soft(
    18,
    `<ellipse cx="${n(x0 + r + 3)}" cy="${n(floor - 2 * r + 40)}" rx="${n(r * 0.8)}" ry="50" fill="${C.ink}" opacity="0.28"/>`,
  )
  body += layer([top])
  // eucalyptus sprig in the foreground, out of focus
  const sprig = (leafFill, stem) => {
    const pts = []
    for (let i = 0; i <= 6; i += 1) pts.push([w * 0.7 + i * 150, floor + 210 - i * 60 + Math.sin(i * 0.8) * 24])
    let out = `<path d="${smoothPath(pts)}" fill="none" stroke="${stem}" stroke-width="10" stroke-linecap="round"/>`
    for (let i = 0; i <= 6; i += 1) {
      const p = pts[i]
      const size = 1.15 - i * 0.06
      for (const side of [-1, 1]) {
        const angle = -20 + side * s.r(62, 80)
        out += `<path transform="translate(${n(p[0])} ${n(p[1])}) rotate(${n(angle)})" d="${leafPath(190 * size, 150 * size, side * 6)}" fill="${leafFill}"/>`
      }
    }
    return out
  }
  body += s.soft(26, `<g transform="translate(30 60)" opacity="0.2">${sprig(C.ink, C.ink)}</g>`)
  body += s.soft(
    9,
    `<g opacity="0.92">${sprig(
      s.rad(
        [
          [0, "#B4C2B0"],
          [0.7, "#8C9C89"],
          [1, "#6F7F6C"],
        ],
        { cx: 0.35, cy: 0.3, r: 0.9 },
      ),
      mix(C.clay, C.sage, 0.4),
    )}</g>`,
  )
  body += vignette(s, mix(C.sage, C.night, 0.2), 0.28)
  return { svg: s.toSvg(body), grain: 2.2 }
}

/** Treatments – express: slender grass blades in morning light, one dew drop. */
function grass(s) {
  const { w, h } = s
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, C.paper],
        [0.5, mix(C.sand, C.paper, 0.3)],
        [1, mix(C.sand, C.gold, 0.35)],
      ],
      { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
    ),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.white, 0.9],
        [0.5, C.white, 0.3],
        [1, C.white, 0],
      ],
      { cx: w * 0.82, cy: h * 0.12, r: w * 0.55, user: true },
    ),
  )
  let rays = ""
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.4 + i * 0.14)
    rays += `<path d="M${n(x)},-100L${n(x + 90)},-100L${n(x - 700)},${n(h + 100)}L${n(x - 900)},${n(h + 100)}Z" fill="${C.white}" opacity="${n(s.r(0.2, 0.35))}"/>`
  }
  body += s.soft(40, rays)
  const blade = (x, len, lean, width, fill) => {
    const tipX = x + lean
    const tipY = h + 40 - len
    const midX = x + lean * 0.25
    const midY = h + 40 - len * 0.55
    return `<path d="M${n(x - width)},${n(h + 40)}Q${n(midX - width * 0.6)},${n(midY)} ${n(tipX)},${n(tipY)}Q${n(midX + width * 0.6)},${n(midY)} ${n(x + width)},${n(h + 40)}Z" fill="${fill}"/>`
  }
  const layer = (count, xMin, xMax, lenMin, lenMax, width, color, op) => {
    let out = ""
    for (let i = 0; i < count; i += 1)
      out += blade(s.r(xMin, xMax), s.r(lenMin, lenMax), s.r(-420, 260), width * s.r(0.7, 1.2), color)
    return `<g opacity="${op}">${out}</g>`
  }
  body += s.soft(36, layer(9, w * 0.45, w * 1.05, 700, 1300, 34, mix(C.sage, C.sageLight, 0.4), 0.45))
  body += s.soft(16, layer(7, w * 0.6, w * 1.0, 600, 1150, 26, mix(C.sage, C.gold, 0.3), 0.55))
  const fx = w * 0.76
  const focusFill = s.lin(
    [
      [0, mix(C.sage, C.night, 0.2)],
      [1, mix(C.sage, C.gold, 0.35)],
    ],
    { x1: 0, y1: 1, x2: 0, y2: 0 },
  )
  body += s.soft(2, blade(fx, 1250, -320, 24, focusFill))
  // dew drop on the blade, with a tiny highlight
  const t = 0.72
  const dropX = (1 - t) ** 2 * fx + 2 * (1 - t) * t * (fx - 80) + t * t * (fx - 320) + 2
  const dropY = h + 40 - 1250 * (2 * (1 - t) * t * 0.55 + t * t) + 16
  body += s.soft(
    1.5,
    `<ellipse cx="${n(dropX)}" cy="${n(dropY)}" rx="21" ry="26" fill="${s.rad(
      [
        [0, C.white, 0.95],
        [0.35, C.sageLight, 0.7],
        [1, C.sage, 0.8],
      ],
      { cx: 0.38, cy: 0.3, r: 0.75 },
    )}"/><circle cx="${n(dropX - 6)}" cy="${n(dropY - 9)}" r="5" fill="${C.white}"/>`,
  )
  body += s.soft(60, layer(4, w * 0.85, w * 1.1, 500, 900, 60, mix(C.gold, C.sage, 0.4), 0.35))
  body += vignette(s, mix(C.gold, C.clay, 0.3), 0.22)
  return { svg: s.toSvg(body), grain: 2.2 }
}

/* -------------------------------------------------------------- portraits */

/** Hair shapes around a head centred at (x, y): `back` is drawn behind the head, `front` over it. */
const HAIR = {
  bun: (x, y) => ({
    back: `<circle cx="${x + 25}" cy="${y - 200}" r="78"/>`,
    front: `<path d="M${x - 146},${y + 10}C${x - 165},${y - 225} ${x + 165},${y - 225} ${x + 146},${y + 10}C${x + 128},${y - 80} ${x + 60},${y - 122} ${x},${y - 126}C${x - 60},${y - 122} ${x - 128},${y - 80} ${x - 146},${y + 10}Z"/>`,
  }),
  long: (x, y) => ({
    back: `<path d="M${x - 195},${y + 470}C${x - 265},${y + 200} ${x - 235},${y - 236} ${x},${y - 230}C${x + 235},${y - 236} ${x + 265},${y + 200} ${x + 195},${y + 470}Z"/>`,
    front: `<path d="M${x - 148},${y + 40}C${x - 165},${y - 215} ${x + 165},${y - 215} ${x + 148},${y + 40}C${x + 120},${y - 60} ${x + 45},${y - 118} ${x + 6},${y - 132}C${x - 40},${y - 112} ${x - 120},${y - 60} ${x - 148},${y + 40}Z"/>`,
  }),
  bob: (x, y) => ({
    back: `<path d="M${x - 190},${y + 125}C${x - 228},${y - 70} ${x - 170},${y - 232} ${x},${y - 230}C${x + 170},${y - 232} ${x + 228},${y - 70} ${x + 190},${y + 125}C${x + 165},${y + 140} ${x + 125},${y + 135} ${x + 105},${y + 105}L${x - 105},${y + 105}C${x - 125},${y + 135} ${x - 165},${y + 140} ${x - 190},${y + 125}Z"/>`,
    front: `<path d="M${x - 150},${y - 20}C${x - 160},${y - 215} ${x + 160},${y - 215} ${x + 150},${y - 20}C${x + 110},${y - 70} ${x + 60},${y - 80} ${x},${y - 78}C${x - 60},${y - 80} ${x - 110},${y - 70} ${x - 150},${y - 20}Z"/>`,
  }),
  side: (x, y) => ({
    back: "",
    front: `<path d="M${x - 146},${y + 10}C${x - 160},${y - 225} ${x + 170},${y - 225} ${x + 148},${y + 10}C${x + 120},${y - 90} ${x + 30},${y - 125} ${x - 50},${y - 110}C${x - 110},${y - 60} ${x - 120},${y + 60} ${x - 100},${y + 190}C${x - 75},${y + 300} ${x - 60},${y + 390} ${x - 120},${y + 420}C${x - 190},${y + 380} ${x - 200},${y + 200} ${x - 146},${y + 10}Z"/>`,
  }),
  pixie: (x, y) => ({
    back: "",
    front: `<path d="M${x - 152},${y + 30}C${x - 185},${y - 150} ${x - 90},${y - 222} ${x + 20},${y - 220}C${x + 150},${y - 216} ${x + 192},${y - 110} ${x + 156},${y + 20}C${x + 130},${y - 40} ${x + 70},${y - 70} ${x + 10},${y - 66}C${x - 60},${y - 60} ${x - 120},${y - 10} ${x - 152},${y + 30}Z"/>`,
  }),
  sweep: (x, y) => ({
    back: `<path d="M${x - 150},${y - 60}C${x - 175},${y - 200} ${x - 80},${y - 240} ${x},${y - 234}C${x + 150},${y - 240} ${x + 240},${y - 140} ${x + 225},${y + 20}C${x + 215},${y + 150} ${x + 185},${y + 260} ${x + 215},${y + 400}C${x + 240},${y + 500} ${x + 220},${y + 590} ${x + 150},${y + 600}C${x + 90},${y + 560} ${x + 80},${y + 430} ${x + 72},${y + 300}L${x + 60},${y + 150}L${x - 150},${y - 60}Z"/>`,
    front: `<path d="M${x - 146},${y + 20}C${x - 165},${y - 215} ${x + 165},${y - 215} ${x + 146},${y + 20}C${x + 120},${y - 60} ${x + 40},${y - 120} ${x - 60},${y - 118}C${x - 110},${y - 80} ${x - 140},${y - 30} ${x - 146},${y + 20}Z"/>`,
  }),
}

function portrait(s, { bg, panel, figure, accent, hair, dx = 0, tilt = 0, scale = 1, light = "left" }) {
  const { w, h } = s
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, mix(bg, C.white, 0.12)],
        [1, mix(bg, C.ink, 0.12)],
      ],
      { x1: 0, y1: 0, x2: 0.6, y2: 1 },
    ),
  )
  // arch-shaped window behind the sitter
  const ax = 150
  const ay = 150
  const aw = w - 2 * ax
  const arch = `M${ax},${h + 10}L${ax},${ay + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw},${ay + aw / 2}L${ax + aw},${h + 10}Z`
  const lit = light === "left" ? -1 : 1
  body += `<path d="${arch}" fill="${s.lin([
    [0, mix(panel, C.white, 0.25)],
    [1, panel],
  ])}"/>`
  body += `<path d="${arch}" fill="${s.rad(
    [
      [0, C.white, 0.4],
      [1, C.white, 0],
    ],
    { cx: 0.5 + lit * 0.25, cy: 0.25, r: 0.6 },
  )}"/>`
  // figure: head, neck and sloping shoulders
  const hx = 600 + dx
  const hy = 640
  const neckTop = hy + 150
  const torso = `M${hx - 440},${h + 80}C${hx - 440},${hy + 720} ${hx - 425},${hy + 480} ${hx - 330},${hy + 428}C${hx - 240},${hy + 385} ${hx - 112},${hy + 352} ${hx - 80},${hy + 292}L${hx - 64},${neckTop}L${hx + 64},${neckTop}L${hx + 80},${hy + 292}C${hx + 112},${hy + 352} ${hx + 240},${hy + 385} ${hx + 330},${hy + 428}C${hx + 425},${hy + 480} ${hx + 440},${hy + 720} ${hx + 440},${h + 80}Z`
  const hairParts = HAIR[hair](hx, hy)
  const head = `<ellipse cx="${hx}" cy="${hy}" rx="142" ry="182"/>`
  const pose = (fill, hairFill) => {
    const hairBack = hairParts.back ? `<g fill="${hairFill}">${hairParts.back}</g>` : ""
    return `<g transform="translate(${n((1 - scale) * hx)} ${n((1 - scale) * (hy + 300))}) scale(${scale})"><g transform="rotate(${tilt} ${hx} ${hy + 300})">${hairBack}</g><path d="${torso}" fill="${fill}"/><g transform="rotate(${tilt} ${hx} ${hy + 300})"><g fill="${fill}">${head}</g><g fill="${hairFill}">${hairParts.front}</g></g></g>`
  }
  // one tone for the whole silhouette: hair reads only from the outline
  const figFill = s.lin(
    [
      [0, mix(figure, C.white, 0.06)],
      [1, mix(figure, C.ink, 0.2)],
    ],
    { x1: 0, y1: 200, x2: 0, y2: h, user: true },
  )
  const hairFill = figFill
  const rimColor = mix(panel, C.white, 0.7)
  // soft back light spilling around the silhouette
  body += s.soft(24, `<g transform="translate(${lit * 16} -8)" opacity="0.55">${pose(rimColor, rimColor)}</g>`)
  body += s.soft(6, pose(figFill, hairFill))
  // modelling: lit side a touch lighter, far side a touch darker
  // (through a mask, so overlapping parts of the silhouette do not add up)
  const maskId = s.uid("m")
  const maskFill = s.lin(
    [
      [0, C.white, 0.16],
      [0.6, C.white, 0],
    ],
    { x1: hx + lit * 450, y1: 0, x2: hx - lit * 450, y2: 0, user: true },
  )
  s.addDef(
    `<mask id="${maskId}" maskUnits="userSpaceOnUse" x="${-s.margin}" y="${-s.margin}" width="${w + 2 * s.margin}" height="${h + 2 * s.margin}"><rect x="${-s.margin}" y="${-s.margin}" width="${w + 2 * s.margin}" height="${h + 2 * s.margin}" fill="${maskFill}"/></mask>`,
  )
  body += s.soft(6, `<g mask="url(#${maskId})">${pose(C.white, C.white)}</g>`)
  // a gentle shade across the lower corner away from the light
  body += s.soft(60, `<ellipse cx="${hx - lit * 300}" cy="${h}" rx="280" ry="520" fill="${C.ink}" opacity="0.12"/>`)
  // gold hairline on the arch
  body += `<path d="M${ax - 40},${h + 10}L${ax - 40},${ay + aw / 2}A${aw / 2 + 40} ${aw / 2 + 40} 0 0 1 ${ax + aw + 40},${ay + aw / 2}L${ax + aw + 40},${h + 10}" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>`
  body += vignette(s, mix(bg, C.ink, 0.5), 0.3)
  return { svg: s.toSvg(body), grain: 2 }
}

/* ------------------------------------------------------------ share, icon */

/** The brand mark: a lotus over a line of water; (cx, cy) is the centre of the whole mark. */
function lotusMark(cx, cy, r, { petals = [C.paper, C.paper, C.paper], line = C.gold, strokeW = 0.02 } = {}) {
  const sw = n(r * strokeW * 2)
  const baseY = cy + r * 0.28
  const p = (len, wid, angle, fill) =>
    `<path transform="translate(${n(cx)} ${n(baseY)}) rotate(${angle})" d="M0,0C${n(-wid)},${n(-len * 0.35)} ${n(-wid * 0.7)},${n(-len * 0.8)} 0,${n(-len)}C${n(wid * 0.7)},${n(-len * 0.8)} ${n(wid)},${n(-len * 0.35)} 0,0Z" fill="${fill}" stroke="${line}" stroke-width="${sw}" stroke-linejoin="round"/>`
  let out = ""
  out += p(r * 0.62, r * 0.3, -68, petals[2]) + p(r * 0.62, r * 0.3, 68, petals[2])
  out += p(r * 0.78, r * 0.33, -34, petals[1]) + p(r * 0.78, r * 0.33, 34, petals[1])
  out += p(r * 0.92, r * 0.34, 0, petals[0])
  const wy = baseY + r * 0.2
  out += `<path d="M${n(cx - r * 0.62)},${n(wy)}Q${n(cx - r * 0.31)},${n(wy - r * 0.07)} ${n(cx)},${n(wy)}T${n(cx + r * 0.62)},${n(wy)}" fill="none" stroke="${line}" stroke-width="${sw}" stroke-linecap="round"/>`
  out += `<path d="M${n(cx - r * 0.38)},${n(wy + r * 0.14)}Q${n(cx - r * 0.19)},${n(wy + r * 0.09)} ${n(cx)},${n(wy + r * 0.14)}T${n(cx + r * 0.38)},${n(wy + r * 0.14)}" fill="none" stroke="${line}" stroke-width="${sw}" stroke-linecap="round" opacity="0.7"/>`
  return out
}

function share(s) {
  const { w, h } = s
  let body = ""
  body += rect(
    s,
    s.lin(
      [
        [0, "#1C211D"],
        [0.55, mix(C.sage, C.night, 0.45)],
        [1, mix(C.sage, C.night, 0.15)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  )
  body += rect(
    s,
    s.rad(
      [
        [0, C.gold, 0.26],
        [1, C.gold, 0],
      ],
      { cx: w * 0.5, cy: h * 0.45, r: w * 0.4, user: true },
    ),
  )
  body += ripples(s, w * 0.5, h * 0.64, {
    rings: 7,
    start: 170,
    step: 70,
    grow: 1.2,
    squash: 0.3,
    light: C.sageLight,
    dark: "#121611",
    lightOpacity: 0.22,
    darkOpacity: 0.32,
    width: 3,
    decay: 3,
    blurs: [2, 4, 7],
  })
  // faint mist drifting across the water
  let mist = ""
  for (let i = 0; i < 5; i += 1)
    mist += `<ellipse cx="${n(s.r(0, w))}" cy="${n(h * s.r(0.6, 0.95))}" rx="${n(s.r(220, 420))}" ry="${n(s.r(20, 45))}" fill="${C.paper}" opacity="${n(s.r(0.05, 0.1))}"/>`
  body += s.soft(24, mist)
  body += s.soft(40, `<circle cx="${n(w / 2)}" cy="${n(h * 0.46)}" r="150" fill="${C.night}" opacity="0.45"/>`)
  body += s.soft(
    0.6,
    lotusMark(w / 2, h * 0.47, 140, {
      petals: [C.paper, mix(C.paper, C.sageLight, 0.6), mix(C.sageLight, C.sage, 0.25)],
      line: C.gold,
      strokeW: 0.018,
    }),
  )
  body += vignette(s, "#0E110F", 0.45)
  return { svg: s.toSvg(body), grain: 1.6 }
}

function icon(s) {
  const { w, h } = s
  let body = rect(s, C.paper)
  body += `<circle cx="${w / 2}" cy="${h / 2}" r="${n(w * 0.44)}" fill="${C.sage}"/>`
  body += `<circle cx="${w / 2}" cy="${h / 2}" r="${n(w * 0.44 - 14)}" fill="none" stroke="${C.gold}" stroke-width="3" opacity="0.85"/>`
  body += lotusMark(w / 2, h / 2, w * 0.32, {
    petals: [C.paper, mix(C.paper, C.sageLight, 0.7), mix(C.sageLight, C.sage, 0.3)],
    line: C.gold,
    strokeW: 0.028,
  })
  return { svg: s.toSvg(body), grain: 0 }
}

/* ------------------------------------------------------------------ catalog */

const HERO = [2400, 1600]
const TEAM = [1200, 1500]

const team = [
  [
    "katerina",
    {
      bg: "#6E7D66",
      panel: mix(C.sageLight, C.sage, 0.25),
      figure: mix(C.sage, C.night, 0.35),
      accent: C.gold,
      hair: "bun",
      dx: -20,
      tilt: -3,
      scale: 1,
      light: "left",
    },
  ],
  [
    "lucie",
    {
      bg: C.sand,
      panel: mix(C.paper, C.sand, 0.3),
      figure: mix(C.clay, C.ink, 0.35),
      accent: C.gold,
      hair: "long",
      dx: 30,
      tilt: 2,
      scale: 0.96,
      light: "right",
    },
  ],
  [
    "tereza",
    {
      bg: C.sageLight,
      panel: mix(C.paper, C.sageLight, 0.4),
      figure: mix(C.sage, C.sageLight, 0.1),
      accent: C.gold,
      hair: "bob",
      dx: -10,
      tilt: 3,
      scale: 1.02,
      light: "left",
    },
  ],
  [
    "veronika",
    {
      bg: mix(C.sand, C.clay, 0.3),
      panel: mix(C.sand, C.clay, 0.1),
      figure: mix(C.clay, C.ink, 0.15),
      accent: mix(C.gold, C.paper, 0.2),
      hair: "side",
      dx: 20,
      tilt: -2,
      scale: 0.98,
      light: "right",
    },
  ],
  [
    "marketa",
    {
      bg: mix(C.sand, C.gold, 0.35),
      panel: mix(C.paper, C.gold, 0.12),
      figure: mix(C.gold, C.ink, 0.5),
      accent: C.clay,
      hair: "pixie",
      dx: -30,
      tilt: 2,
      scale: 1,
      light: "left",
    },
  ],
  [
    "adela",
    {
      bg: mix(C.night, C.sage, 0.35),
      panel: mix(C.sage, C.night, 0.15),
      figure: mix(C.night, C.sage, 0.18),
      accent: C.gold,
      hair: "sweep",
      dx: 15,
      tilt: -3,
      scale: 0.97,
      light: "right",
    },
  ],
]

const JOBS = [
  { file: "hero/hero.jpg", size: HERO, draw: hero },
  { file: "gallery/home-1.jpg", size: HERO, draw: steamOverWater },
  { file: "gallery/home-2.jpg", size: HERO, draw: stones },
  { file: "gallery/home-3.jpg", size: HERO, draw: leafShadows },
  { file: "gallery/home-4.jpg", size: HERO, draw: linen },
  { file: "gallery/home-5.jpg", size: HERO, draw: ripplePool },
  { file: "gallery/home-6.jpg", size: HERO, draw: candleGlow },
  { file: "gallery/treatments-exclusive.jpg", size: HERO, draw: bowl },
  { file: "gallery/treatments-therapy.jpg", size: HERO, draw: towels },
  { file: "gallery/treatments-express.jpg", size: HERO, draw: grass },
  ...team.map(([name, opts]) => ({ file: `team/${name}.jpg`, size: TEAM, draw: (s) => portrait(s, opts) })),
  { file: "share/share.jpg", size: [1200, 630], draw: share },
  { file: "brand/icon.png", size: [512, 512], draw: icon, margin: 0 },
]

/* ------------------------------------------------------------------ output */

/** Lookup table: linear light (0…1, 4096 steps) → sRGB 0…255 as a float. */
const SRGB_LUT = (() => {
  const size = 4097
  const lut = new Float32Array(size)
  for (let i = 0; i < size; i += 1) {
    const v = i / (size - 1)
    lut[i] = 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)
  }
  return lut
})()

function linearToSrgb(v) {
  if (v <= 0) return 0
  if (v >= 1) return 255
  const x = v * 4096
  const i = Math.floor(x)
  return SRGB_LUT[i] + (SRGB_LUT[i + 1] - SRGB_LUT[i]) * (x - i)
}

/**
 * Converts the high-bit-depth render (linear scRGB floats, RGBA) to 8-bit sRGB,
 * flattening onto paper, dithering and adding fine seeded monochrome grain.
 * Quantising only here, after the noise, keeps soft gradients free of banding.
 */
function toSrgb8(floats, pixelCount, grain, seed) {
  const rnd = mulberry32(hashString(`grain:${seed}`))
  const out = Buffer.alloc(pixelCount * 3)
  const paper = hexToRgb(C.paper)
  // grain 0 (the icon): plain rounding, flat colours stay flat
  const amount = grain > 0 ? Math.max(0.8, grain) : 0
  for (let p = 0; p < pixelCount; p += 1) {
    const a = Math.max(0, Math.min(1, floats[p * 4 + 3]))
    const noise = (rnd() + rnd() - 1) * amount
    for (let c = 0; c < 3; c += 1) {
      const v = linearToSrgb(floats[p * 4 + c]) * a + paper[c] * (1 - a) + noise
      out[p * 3 + c] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v)
    }
  }
  return out
}

async function render(job) {
  const [width, height] = job.size
  const margin = job.margin ?? Math.round(Math.max(width, height) * 0.1)
  const scene = createScene(width, height, job.file, margin)
  const { svg, grain } = job.draw(scene)
  const { data, info } = await sharp(Buffer.from(svg), { svg: { highBitdepth: true } })
    .extract({ left: margin, top: margin, width, height })
    .toColourspace("scrgb")
    .raw({ depth: "float" })
    .toBuffer({ resolveWithObject: true })
  if (info.width !== width || info.height !== height || info.channels !== 4) {
    throw new Error(`${job.file}: unexpected render ${info.width}×${info.height}×${info.channels}`)
  }
  const floats = new Float32Array(data.buffer, data.byteOffset, data.length / 4)
  const pixels = toSrgb8(floats, width * height, grain, job.file)
  const target = path.join(OUT_DIR, job.file)
  await mkdir(path.dirname(target), { recursive: true })
  const img = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (target.endsWith(".png")) {
    await img.png({ compressionLevel: 9 }).toFile(target)
  } else {
    await img.jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(target)
  }
  return (await stat(target)).size
}

function parseArgs(argv) {
  const args = { only: null, help: false }
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--only") {
      args.only = argv[i + 1] ?? ""
      i += 1
    } else if (argv[i].startsWith("--only=")) {
      args.only = argv[i].slice("--only=".length)
    } else if (argv[i] === "--help" || argv[i] === "-h") {
      args.help = true
    } else {
      throw new Error(`Unknown argument: ${argv[i]} (usage: --only <substring>)`)
    }
  }
  return args
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.help) {
    console.log("Usage: node scripts/generate-placeholders.mjs [--only <substring>]")
    return
  }
  const jobs = args.only ? JOBS.filter((j) => j.file.includes(args.only)) : JOBS
  if (jobs.length === 0) {
    console.error(`No placeholder matches "${args.only}".`)
    process.exitCode = 1
    return
  }
  let total = 0
  for (const job of jobs) {
    const bytes = await render(job)
    total += bytes
    const rel = path.relative(ROOT, path.join(OUT_DIR, job.file))
    console.log(`${rel.padEnd(48)} ${job.size.join("×").padStart(9)}  ${(bytes / 1024).toFixed(1).padStart(7)} KB`)
  }
  console.log(`${jobs.length} file(s) written, ${(total / 1024).toFixed(1)} KB in total`)
}

main().catch((err) => {
  console.error(err)
  process.exitCode = 1
})
