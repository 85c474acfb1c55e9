/**
 * The output of `npm run build` (public/), checked against the content it was
 * built from (content/): what is published. The same checks run on a build of
 * edited content in __tests__/rebuild/.
 */
import { publishedSite } from "../support/built-site"
import { checkBuiltSite } from "./checks"

checkBuiltSite(publishedSite)
