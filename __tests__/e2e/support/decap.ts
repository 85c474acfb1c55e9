/**
 * The editor asks for its backend at localhost:8081, where Decap looks; `forwardEditorBackend` answers those
 * calls from the address of decap-server.ts (E2E_DECAP_API). The browser still sees the address it asked for,
 * so the editor's CSP decides.
 */
import type { BrowserContext } from "@playwright/test"

export const EDITOR_BACKEND_URL = "http://localhost:8081/api/v1"

export async function forwardEditorBackend(context: BrowserContext, apiUrl: string): Promise<void> {
  await context.route(`${EDITOR_BACKEND_URL}**`, async (route) => {
    try {
      await route.fulfill({ response: await route.fetch({ url: apiUrl }) })
    } catch (error) {
      // The editor keeps asking its backend while a test closes its page; a page that has gone needs no answer.
      if (!/has been closed/.test(String(error))) throw error
    }
  })
}
