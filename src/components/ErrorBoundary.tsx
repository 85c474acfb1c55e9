import { css, type Theme } from "@emotion/react"
import { Component, type ErrorInfo, type ReactNode } from "react"
import { useSiteSettings } from "../hooks/use-site-settings"
import { Container } from "./primitives/Container"

type Failure = { message?: string; statusText?: string }

const screen = (t: Theme) => css`
  min-height: 70vh;
  padding-block: calc(${t.sizes.headerHeight} + ${t.space[8]}) ${t.space[8]};
  h1 {
    font-size: ${t.fontSizes.h1};
    margin-bottom: ${t.space[4]};
  }
  p {
    color: ${t.colors.textMuted};
  }
`

export function ErrorScreen({ title, error }: { title: string; error: Failure }) {
  return (
    <main id="main" tabIndex={-1} css={screen}>
      <Container>
        <h1>{title}</h1>
        <p>{error.message || error.statusText}</p>
      </Container>
    </main>
  )
}

type BoundaryProps = { title: string; children: ReactNode }
type BoundaryState = { error: Failure | null }

class Boundary extends Component<BoundaryProps, BoundaryState> {
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
    return this.state.error ? <ErrorScreen title={this.props.title} error={this.state.error} /> : this.props.children
  }
}

/** Catches a page's rendering errors and shows the generic fallback screen (SPEC §8). */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { errorTitle } = useSiteSettings()
  return <Boundary title={errorTitle}>{children}</Boundary>
}
