import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { durations } from "../../theme/motion"
import { type Notification, NotificationArea, type NotificationTone } from "./NotificationArea"

type NotifyOptions = { tone?: NotificationTone; durationMs?: number }
type Notify = (message: string, options?: NotifyOptions) => void

const NotificationContext = createContext<Notify | null>(null)

/**
 * Shows one notification at a time: a new one replaces the current one, and
 * each is dismissed after 5000 ms unless the call asks for another duration.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null)

  const notify = useCallback<Notify>((message, { tone = "success", durationMs = durations.notificationMs } = {}) => {
    setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, message, tone, durationMs }))
  }, [])
  const dismiss = useCallback(() => setCurrent(null), [])

  useEffect(() => {
    if (!current) return undefined
    const timer = window.setTimeout(dismiss, current.durationMs)
    return () => window.clearTimeout(timer)
  }, [current, dismiss])

  const value = useMemo(() => notify, [notify])
  return (
    <NotificationContext.Provider value={value}>
      {children}
      <NotificationArea notification={current} onDismiss={dismiss} />
    </NotificationContext.Provider>
  )
}

export function useNotify(): Notify {
  const notify = useContext(NotificationContext)
  if (!notify) throw new Error("useNotify must be used inside NotificationProvider")
  return notify
}
