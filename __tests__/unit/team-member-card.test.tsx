import { fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TeamMemberCard } from "../../src/components/team/TeamMemberCard"
import { siteSettings } from "../support/content-data"
import { imageFixture } from "../support/image-fixture"
import { answerStaticQueries } from "../support/render-page"

const member: Queries.TeamMemberCardFragment = {
  name: "Kateřina",
  role: "founder",
  bio: "Kateřina salon založila.",
  photoAlt: "Kateřina s úsměvem v ošetřovně",
  photoUrl: null,
}
const EXTERNAL = "https://images.example.com/team/katerina.jpg"

type CardOptions = { photo?: IGatsbyImageData; photoUrl?: string | null; role?: Queries.TeamRole }
const renderCard = ({ photo, photoUrl = null, role = member.role }: CardOptions) => {
  answerStaticQueries()
  return render(<TeamMemberCard member={{ ...member, photoUrl, role }} photo={photo} />)
}

it.each([
  ["founder", siteSettings.roles.founder],
  ["wellnessSpecialist", siteSettings.roles.wellnessSpecialist],
] as const)("names the role %s with its label from content/site.yaml", (role, label) => {
  renderCard({ role })
  expect(screen.getByText(label)).toBeInTheDocument()
})

it("shows a local photo processed by sharp with its alt text", () => {
  renderCard({ photo: imageFixture("katerina", 480, 600) })
  expect(screen.getByRole("img", { name: member.photoAlt })).toHaveAttribute("src", "/static/katerina.jpg")
  expect(screen.queryByText("K")).not.toBeInTheDocument()
})

it("loads an external photo lazily, with its size reserved and decoded off the main thread", () => {
  renderCard({ photoUrl: EXTERNAL })
  const img = screen.getByRole("img", { name: member.photoAlt })
  expect(img).toHaveAttribute("src", EXTERNAL)
  expect(img).toHaveAttribute("width", "480")
  expect(img).toHaveAttribute("height", "600")
  expect(img).toHaveAttribute("loading", "lazy")
  expect(img).toHaveAttribute("decoding", "async")
})

it("does not tell the external host which page asked for the photo", () => {
  renderCard({ photoUrl: EXTERNAL })
  expect(screen.getByRole("img")).toHaveAttribute("referrerpolicy", "no-referrer")
})

it("falls back to the initials when the external photo fails to load", () => {
  renderCard({ photoUrl: EXTERNAL })
  fireEvent.error(screen.getByRole("img"))
  expect(screen.queryByRole("img")).not.toBeInTheDocument()
  expect(screen.getByText("K")).toHaveAttribute("aria-hidden", "true")
  expect(screen.getByRole("heading", { name: "Kateřina" })).toBeInTheDocument()
})

it("shows the initials when there is no photo at all", () => {
  renderCard({})
  expect(screen.queryByRole("img")).not.toBeInTheDocument()
  expect(screen.getByText("K")).toBeInTheDocument()
})

it("prefers the local photo when both are given", () => {
  renderCard({ photo: imageFixture("katerina", 480, 600), photoUrl: EXTERNAL })
  expect(screen.getByRole("img")).toHaveAttribute("src", "/static/katerina.jpg")
})

it("also falls back when the photo failed before the page became interactive", () => {
  // The static HTML starts loading the photo before React listens for its error event.
  const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
  renderCard({ photoUrl: EXTERNAL })
  expect(complete).toHaveBeenCalled()
  expect(screen.queryByRole("img")).not.toBeInTheDocument()
  expect(screen.getByText("K")).toBeInTheDocument()
})
