import { ThemeProvider } from "@emotion/react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NotificationProvider, useNotify } from "../../src/components/notifications/NotificationProvider"
import { theme } from "../../src/theme"
import { siteSettings } from "../support/content-data"
import { answerStaticQueries } from "../support/render-page"

function Trigger({ message, durationMs }: { message: string; durationMs?: number }) {
  const notify = useNotify()
  return (
    <button type="button" onClick={() => notify(message, durationMs ? { durationMs } : undefined)}>
      {message}
    </button>
  )
}

const renderWithTriggers = () => {
  answerStaticQueries()
  render(
    <ThemeProvider theme={theme}>
      <NotificationProvider>
        <Trigger message="První" />
        <Trigger message="Druhá" />
        <Trigger message="Krátká" durationMs={1000} />
      </NotificationProvider>
    </ThemeProvider>,
  )
}
const region = () => screen.getByRole("status")
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it("announces notifications through a polite live region", async () => {
  renderWithTriggers()
  expect(region()).toHaveAttribute("aria-live", "polite")
  expect(region()).toBeEmptyDOMElement()
  await user().click(screen.getByRole("button", { name: "První" }))
  expect(region()).toHaveTextContent("První")
})

it("shows one notification at a time: a new one replaces the current one", async () => {
  renderWithTriggers()
  await user().click(screen.getByRole("button", { name: "První" }))
  await user().click(screen.getByRole("button", { name: "Druhá" }))
  expect(region()).toHaveTextContent("Druhá")
  expect(region()).not.toHaveTextContent("První")
})

it("dismisses a notification after 5000 ms by default", async () => {
  renderWithTriggers()
  await user().click(screen.getByRole("button", { name: "První" }))
  act(() => jest.advanceTimersByTime(4999))
  expect(region()).toHaveTextContent("První")
  act(() => jest.advanceTimersByTime(1))
  expect(region()).toBeEmptyDOMElement()
})

it("restarts the 5000 ms when a new notification replaces the current one", async () => {
  renderWithTriggers()
  await user().click(screen.getByRole("button", { name: "První" }))
  act(() => jest.advanceTimersByTime(4000))
  await user().click(screen.getByRole("button", { name: "Druhá" }))
  act(() => jest.advanceTimersByTime(4000))
  expect(region()).toHaveTextContent("Druhá")
  act(() => jest.advanceTimersByTime(1000))
  expect(region()).toBeEmptyDOMElement()
})

it("takes another duration per call", async () => {
  renderWithTriggers()
  await user().click(screen.getByRole("button", { name: "Krátká" }))
  act(() => jest.advanceTimersByTime(1000))
  expect(region()).toBeEmptyDOMElement()
})

it("can be closed by hand", async () => {
  renderWithTriggers()
  await user().click(screen.getByRole("button", { name: "První" }))
  await user().click(screen.getByRole("button", { name: siteSettings.labels.closeNotification }))
  expect(region()).toBeEmptyDOMElement()
})
