import { useSyncExternalStore } from "react"

const subscribe = () => () => undefined

/** False in the static HTML and while React hydrates it; true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
