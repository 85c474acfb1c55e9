/**
 * The animation code is fetched once, after hydration, in a chunk of its own:
 * nothing a visitor sees on arrival waits for it, and hydration does not parse it.
 */
import { nextTask } from "../../next-task"
import type * as AnimationsModule from "./animations"

type Animations = typeof AnimationsModule

let loading: Promise<Animations> | undefined

// The first callers are effects run by hydration's commit, which the visitor
// waits for as one task; webpack starting the chunk's request (a script
// element, its fetch) cost that task about 7 ms at 1 × CPU, so the request
// starts in a task of its own.
export function loadAnimations(): Promise<Animations> {
  loading ??= nextTask()
    .then(() => import(/* webpackChunkName: "animations" */ "./animations"))
    .catch((error: unknown) => {
      // Offline: let a later call try again.
      loading = undefined
      throw error
    })
  return loading
}
