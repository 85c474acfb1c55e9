import { css } from "@emotion/react"
import { Component, type ErrorInfo, type ReactNode } from "react"
import { useSiteSettings } from "../hooks/use-site-settings"
import { theme } from "../theme"
import { Container } from "./primitives/Container"

type Failure = { message?: string; statusText?: string }

const screen = css`
  min-height: 70vh;
  padding-block: calc(${theme.sizes.headerHeight} + ${theme.space[8]}) ${theme.space[8]};
  h1 {
    font-size: ${theme.fontSizes.h1};
    margin-bottom: ${theme.space[4]};
  }
  p {
    color: ${theme.colors.textMuted};
  }
`

/** The generic fallback screen (docs/product.md, Pages): its title from content/site.yaml, then the error's message or status text. */
function ErrorScreen({ error }: { error: Failure }) {
  const { errorTitle } = useSiteSettings()
  return (
    <main id="main" tabIndex={-1} css={screen}>
      <Container>
        <h1>{errorTitle}</h1>
        <p>{error.message || error.statusText}</p>
      </Container>
    </main>
  )
}

type BoundaryProps = { children: ReactNode }
type BoundaryState = { error: Failure | null }

/** Catches a page's rendering errors and shows the fallback screen instead of the page. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return {
      error:
        error instanceof Error || (error && typeof error === "object")
          ? (error as Failure)
          : { message: String(error) },
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Keep the details in the console for whoever debugs it; the visitor sees the fallback screen.
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children
  }
}
