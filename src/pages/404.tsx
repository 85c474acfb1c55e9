import { css } from "@emotion/react"
import { graphql, type HeadFC, Link, type PageProps } from "gatsby"
import { buttonStyles } from "../components/primitives/button-styles"
import { Main } from "../components/primitives/Main"
import { PageIntro } from "../components/sections/PageIntro"
import { Seo } from "../components/seo/Seo"
import { theme } from "../theme"
import { ROUTES } from "../routes"

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`

export default function NotFoundPage({ data: { notFoundPage: page } }: PageProps<Queries.NotFoundDataQuery>) {
  if (!page) return null
  return (
    <Main>
      <PageIntro title={page.heading} lead={page.text}>
        <div css={actions}>
          <Link to={ROUTES.home} css={buttonStyles("onDark", "lg")}>
            {page.homeLink}
          </Link>
          <Link to={ROUTES.treatments} css={buttonStyles("primary", "lg")}>
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

/** A 404 answers at any missing address, so it gets no canonical address and stays out of the index. */
export const Head: HeadFC<Queries.NotFoundDataQuery> = ({ data: { notFoundPage: page } }) => (
  <>{page && <Seo title={page.title} description={page.description} noindex />}</>
)
