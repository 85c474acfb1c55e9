/**
 * A grid of photos inside the Container, described once: its columns at each
 * breakpoint and its gap. From that description come both the grid's CSS and
 * the `sizes` attribute of its photos, so the browser picks the rendition the
 * grid really shows, from the same tokens (breakpoints, the Container's width
 * and side padding) that decide the layout.
 */
import { css, type SerializedStyles } from "@emotion/react"
import { theme } from "./index"
import { breakpoints, gutters, sizes } from "./tokens"

type Breakpoint = keyof typeof breakpoints
type Rem = `${number}rem`

export type PhotoGrid = {
  /** Columns from each breakpoint on; `base` below the first. */
  columns: { base: number } & Partial<Record<Breakpoint, number>>
  /** The space between columns (and between rows, unless `rowGap` says otherwise). */
  gap: Rem
  rowGap?: Rem
}

const px = (rem: string) => Number.parseFloat(rem) * 16
const em = (pixels: number) => `${pixels / 16}em`

/** The Container's side padding at a viewport width. */
const sidePadding = (width: number) => px(width >= breakpoints.md ? gutters.md : gutters.base)

/** Breakpoints at which the grid's columns change, smallest first. */
const changes = (grid: PhotoGrid) =>
  (Object.keys(breakpoints) as Breakpoint[]).filter((name) => grid.columns[name] !== undefined)

function columnsAt(grid: PhotoGrid, width: number): number {
  let columns = grid.columns.base
  for (const name of changes(grid)) if (width >= breakpoints[name]) columns = grid.columns[name] ?? columns
  return columns
}

/** The grid's CSS: columns and gap, changing at the breakpoints of the description. */
function photoGridCss(grid: PhotoGrid): SerializedStyles {
  return css`
    display: grid;
    gap: ${grid.rowGap ?? grid.gap} ${grid.gap};
    list-style: none;
    /* One column is what a grid has without a template. */
    ${grid.columns.base > 1 && `grid-template-columns: repeat(${grid.columns.base}, 1fr);`}
    ${changes(grid).map(
      (name) => css`
        ${theme.mq[name]} {
          grid-template-columns: repeat(${grid.columns[name]}, 1fr);
        }
      `,
    )}
  `
}

/** A column's width at a viewport width: the Container's inner width less the gaps, shared by the columns. */
function columnWidth(grid: PhotoGrid, columns: number, padding: number): string {
  const share = 100 / columns
  const less = Math.round((2 * padding + (columns - 1) * px(grid.gap)) / columns)
  return `calc(${Number(share.toFixed(2))}vw - ${less}px)`
}

/**
 * The `sizes` of the grid's photos: a fixed width once the Container stops
 * growing, and below that a share of the viewport, at every width where the
 * columns or the Container's padding change.
 */
function photoGridSizes(grid: PhotoGrid): string {
  const widest = px(sizes.content) + 2 * px(gutters.md)
  const wideColumns = columnsAt(grid, widest)
  const fixed = Math.round((px(sizes.content) - (wideColumns - 1) * px(grid.gap)) / wideColumns)
  const steps = [...new Set([...changes(grid).map((name) => breakpoints[name]), breakpoints.md])].sort((a, b) => b - a)
  const entries = [`(min-width: ${em(widest)}) ${fixed}px`]
  for (const step of steps) {
    const width = columnWidth(grid, columnsAt(grid, step), sidePadding(step))
    if (!entries[entries.length - 1].endsWith(width)) entries.push(`(min-width: ${em(step)}) ${width}`)
  }
  return [...entries, columnWidth(grid, columnsAt(grid, 0), sidePadding(0))].join(", ")
}

export type PhotoGridLayout = { css: SerializedStyles; sizes: string }

/** The grid's CSS and its photos' `sizes`, built once where the grid is declared (at module load). */
export function photoGrid(grid: PhotoGrid): PhotoGridLayout {
  return { css: photoGridCss(grid), sizes: photoGridSizes(grid) }
}
