import { graphql, Link, type PageProps } from "gatsby"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundDataQuery>) {
  const page = data.notFoundPage
  if (!page) return null
  return (
    <main>
      <h1>{page.heading}</h1>
      <p>{page.text}</p>
      <Link to="/">{page.homeLink}</Link>
      <Link to="/treatments/">{page.treatmentsLink}</Link>
    </main>
  )
}

export const query = graphql`
  query NotFoundData {
    notFoundPage {
      title
      heading
      text
      homeLink
      treatmentsLink
    }
  }
`
