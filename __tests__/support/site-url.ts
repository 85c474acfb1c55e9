/** The site's public address as gatsby-config.ts sets it (its one home), without a trailing slash. */
import config from "../../gatsby-config"

const setting = config.siteMetadata?.siteUrl
if (typeof setting !== "string") throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing")

export const SITE_URL = setting.replace(/\/+$/, "")
