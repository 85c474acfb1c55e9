/**
 * A promise that resolves in a new task of the page's main thread: the task
 * that awaits it ends there, so what follows runs after whatever the browser
 * has waiting (a tap, a frame) instead of lengthening one long task. A message
 * to a channel rather than a timer: a background tab delays timers by a
 * second or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
