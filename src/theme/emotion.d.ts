import "@emotion/react"
import type { AppTheme } from "./index"

declare module "@emotion/react" {
  // Emotion's Theme is an empty interface meant to be extended with the app's own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
