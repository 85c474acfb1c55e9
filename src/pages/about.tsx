import { graphql, type PageProps } from "gatsby"

export default function AboutPage({ data }: PageProps<Queries.AboutDataQuery>) {
  const page = data.aboutPage
  if (!page) return null
  return (
    <main>
      <h1>{page.heading}</h1>
      <p>{page.lead}</p>
      <h2>{page.philosophy.heading}</h2>
      <p>{page.philosophy.text}</p>
      <h2>{page.vision.heading}</h2>
      <p>{page.vision.text}</p>
      <h2>{page.values.heading}</h2>
      {page.values.items.map((item) => (
        <section key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </section>
      ))}
      <h2>{page.team.heading}</h2>
      {data.allTeamMember.nodes.map((member) => (
        <section key={member.name}>
          <h3>{member.name}</h3>
          <p>{member.role}</p>
          <p>{member.bio}</p>
        </section>
      ))}
    </main>
  )
}

export const query = graphql`
  query AboutData {
    aboutPage {
      title
      description
      heading
      lead
      philosophy {
        heading
        text
      }
      vision {
        heading
        text
      }
      values {
        heading
        items {
          icon
          title
          text
        }
      }
      team {
        heading
        intro
      }
      cta {
        heading
        text
        button
      }
    }
    allTeamMember(sort: { order: ASC }) {
      nodes {
        name
        role
        bio
        photoAlt
        photoUrl
      }
    }
  }
`
