/**
 * The animation code is fetched once, after hydration, in a chunk of its own:
 * nothing a visitor sees on arrival waits for it, and hydration does not parse it.
 */
import type * as AnimationsModule from "./animations"

type Animations = typeof AnimationsModule

let loading: Promise<Animations> | undefined

export function loadAnimations(): Promise<Animations> {
  loading ??= import(/* webpackChunkName: "animations" */ "./animations").catch((error: unknown) => {
    // Offline: let a later call try again.
    loading = undefined
    throw error
  })
  return loading
}
