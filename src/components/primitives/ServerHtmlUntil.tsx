import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, useState } from "react"

type ServerHtmlUntilProps<T extends ElementType> = {
  /** The element to render; its `id` finds the server's copy in the page. */
  as: T
  id: string
  /** Once true, the children are rendered by React and stay so. */
  needed: boolean
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<T>, "as" | "id" | "children">

/**
 * Content that no one can see or use yet (a closed panel) keeps the server's
 * HTML and is not hydrated at all: hydrating it would cost a phone the same
 * time as the content that is on screen, for each of the salon's treatments,
 * while it waits hidden. When it is `needed`, React renders it anew in place of
 * the server's copy (a new element, so the two never mix). Without a server's
 * copy (in-site navigation, tests) it renders its children from the start.
 *
 * The same technique as react-lazy-hydration's "ssrOnly" (an element whose
 * innerHTML React is told to leave alone); written here because that library
 * also hydrates on its own triggers, which the accordion already owns.
 */
export function ServerHtmlUntil<T extends ElementType>({
  as,
  id,
  needed,
  children,
  ...props
}: ServerHtmlUntilProps<T>) {
  const Element: ElementType = as
  // Read once, on the first render: during hydration the server's element is in the document.
  const [fromServer] = useState(() => typeof document !== "undefined" && document.getElementById(id) !== null)
  const [renderedAtFirst] = useState(needed || !fromServer)
  const [rendered, setRendered] = useState(renderedAtFirst)
  if (needed && !rendered) setRendered(true)
  if (rendered) {
    // A copy that replaced the server's is marked, for styles meant only for what the page was sent with.
    return (
      <Element key="rendered" id={id} data-replaced-server-copy={renderedAtFirst ? undefined : ""} {...props}>
        {children}
      </Element>
    )
  }
  // React leaves the innerHTML of an element it is given as a string; "" never replaces the server's.
  return <Element key="server" id={id} {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
}
