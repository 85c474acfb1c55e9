import { type TouchEvent, useRef } from "react"

/** How far, in px, a finger must travel sideways before it counts as a swipe. */
const MIN_DISTANCE = 48

type SwipeHandlers = { onNext: () => void; onPrevious: () => void }

/**
 * Touch handlers for a horizontal swipe: right-to-left shows the next photo.
 * A mostly vertical gesture is left alone, so pinch and scroll still work.
 */
export function useSwipe({ onNext, onPrevious }: SwipeHandlers) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0]
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0]
      const from = start.current
      start.current = null
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return
      if (dx < 0) onNext()
      else onPrevious()
    },
  }
}
