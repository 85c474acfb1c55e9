import { screen } from "@testing-library/react"
import { siteSettings } from "../support/content-data"
import { renderInFrame } from "../support/render-page"

function Broken({ error }: { error: unknown }): never {
  throw error
}

// React reports a caught render error on the console; the boundary logs it too. Both are expected here.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))

it("shows the fallback title and the error's message instead of the page", () => {
  renderInFrame(<Broken error={new Error("Obsah stránky se nepodařilo načíst")} />)
  expect(screen.getByRole("heading", { level: 1, name: siteSettings.errorTitle })).toBeInTheDocument()
  expect(screen.getByText("Obsah stránky se nepodařilo načíst")).toBeInTheDocument()
})

it("shows the status text when the error has no message", () => {
  renderInFrame(<Broken error={{ status: 404, statusText: "Not Found" }} />)
  expect(screen.getByRole("heading", { level: 1, name: siteSettings.errorTitle })).toBeInTheDocument()
  expect(screen.getByText("Not Found")).toBeInTheDocument()
})

it("keeps the frame around the fallback, so the visitor can navigate away", () => {
  renderInFrame(<Broken error={new Error("Chyba")} />)
  expect(screen.getByRole("banner")).toBeInTheDocument()
  expect(screen.getByRole("contentinfo")).toBeInTheDocument()
})
