import type { FrameProps } from "../../wrap-in-frame"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { NotificationProvider } from "../notifications/NotificationProvider"
import { Layout } from "./Layout"

/** The providers and the frame around every page (see src/wrap-in-frame.tsx). */
export default function Frame({ children, pathname }: FrameProps) {
  return (
    <>
      <GlobalStyles />
      <NotificationProvider>
        <Layout pathname={pathname}>{children}</Layout>
      </NotificationProvider>
    </>
  )
}
