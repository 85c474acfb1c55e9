/**
 * Renders UI inside the same providers and frame as every real page
 * (wrapPageElement), with the static queries answered from content/.
 */
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactElement } from "react"
import { wrapPageElement } from "../../src/wrap-page-element"
import { contact, siteSettings } from "./content-data"

export function answerStaticQueries() {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteSettings,
    contact,
    site: { siteMetadata: { siteUrl: "https://www.headspa-teplice.example.com" } },
  })
}

export function renderInFrame(element: ReactElement, pathname = "/") {
  answerStaticQueries()
  const wrap = (child: ReactElement) =>
    wrapPageElement({ element: child, props: { location: { pathname } } } as unknown as Parameters<typeof wrapPageElement>[0]) as ReactElement
  const view = render(wrap(element))
  return { ...view, navigate: (next: string, nextElement: ReactElement = element) => view.rerender(wrapPageElement({ element: nextElement, props: { location: { pathname: next } } } as unknown as Parameters<typeof wrapPageElement>[0]) as ReactElement) }
}
