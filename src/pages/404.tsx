import { css, type Theme } from "@emotion/react"
import { graphql, Link, type PageProps } from "gatsby"
import { buttonStyles } from "../components/primitives/button-styles"
import { Main } from "../components/primitives/Main"
import { PageIntro } from "../components/sections/PageIntro"

const actions = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[3]};
`

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundDataQuery>) {
  const page = data.notFoundPage
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.text}>
        <div css={actions}>
          <Link to="/" css={buttonStyles("onDark", "lg")}>
            {page.homeLink}
          </Link>
          <Link to="/treatments/" css={buttonStyles("primary", "lg")}>
            {page.treatmentsLink}
          </Link>
        </div>
      </PageIntro>
    </Main>
  )
}

export const query = graphql`
  query NotFoundData {
    notFoundPage {
      title
      description
      heading
      text
      homeLink
      treatmentsLink
    }
  }
`

export { NotFoundHead as Head } from "../components/seo/page-heads"
