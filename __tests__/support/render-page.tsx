/**
 * Renders UI inside the same providers and frame as every real page
 * (wrapPageElement), with the static queries answered from content/.
 */
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactElement } from "react"
import { wrapPageElement } from "../../src/wrap-page-element"
import { staticQueryAnswers } from "../../src/gatsby/post-build/preview-data"
import { content } from "./content-data"
import { SITE_URL } from "./site-url"

export function answerStaticQueries() {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryAnswers(content, SITE_URL))
}

type WrapArgs = Parameters<typeof wrapPageElement>
// Only the location is read from the page props; Gatsby's plugin options are unused.
export const inFrame = (element: ReactElement, pathname: string) =>
  wrapPageElement(
    { element, props: { location: { pathname } } } as unknown as WrapArgs[0],
    {} as WrapArgs[1],
  ) as ReactElement

export function renderInFrame(element: ReactElement, pathname = "/") {
  answerStaticQueries()
  const view = render(inFrame(element, pathname))
  return {
    ...view,
    navigate: (next: string, nextElement: ReactElement = element) => view.rerender(inFrame(nextElement, next)),
  }
}
