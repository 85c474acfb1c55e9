import { nextTask } from "./next-task"

/**
 * Gatsby's app bundle evaluates every module of the app, then — once each
 * plugin's `onClientEntry` has settled — requests the page's data and starts
 * the page. Settled at once, all of that is one task (11–20 ms on
 * `/treatments/` at 1 × CPU, 90–160 ms on a slow phone), and a tap waits for
 * its end; the page's first request alone costs the main thread a few ms.
 * Settling in the next task ends the bundle's task after its modules.
 */
export const onClientEntry = (): Promise<void> => nextTask()
