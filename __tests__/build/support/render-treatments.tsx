/**
 * /treatments/ rendered on the server as the build renders it (gatsby-ssr's replaceRenderer with the frame of
 * wrapPageElement, and the page's Head), from query answers handed in. Not imported directly: html-per-treatment
 * bundles it with "gatsby" replaced by the editor's stand-in (src/admin/gatsby-stand-in.tsx), whose useStaticQuery
 * answers with the built site's static query, as the editor's previews run the site's components outside Gatsby.
 */
import type { HeadProps, PageProps } from "gatsby"
import type { ReactElement, ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { replaceRenderer } from "../../../gatsby-ssr"
import TreatmentsPage, { Head } from "../../../src/pages/treatments"
import { ROUTES } from "../../../src/routes"
import { wrapPageElement } from "../../../src/wrap-page-element"

type Data = Queries.TreatmentsDataQuery

/** The page as the build writes it: the head components and the body, in the order of the built file. */
export function renderPage(data: Data): { head: string; body: string } {
  const location = { pathname: ROUTES.treatments }
  const props = { data, location, pageContext: {}, params: {} } as unknown as PageProps<Data>
  type WrapArgs = Parameters<typeof wrapPageElement>
  const page = wrapPageElement({ element: <TreatmentsPage {...props} />, props } as WrapArgs[0], {} as WrapArgs[1])
  let body = ""
  const styles: ReactNode[] = []
  type Render = Parameters<NonNullable<typeof replaceRenderer>>
  replaceRenderer!(
    {
      bodyComponent: page as ReactElement,
      replaceBodyHTMLString: (html: string) => (body = html),
      setHeadComponents: (components: ReactNode[]) => styles.push(...components),
    } as unknown as Render[0],
    {} as Render[1],
  )
  const head = renderToStaticMarkup(<>{Head(props as unknown as HeadProps<Data>)}</>)
  return { head: renderToStaticMarkup(<>{styles}</>) + head, body }
}
