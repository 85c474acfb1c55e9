// The animation features, in a chunk of their own: loaded after the first paint, not in the main bundle.
import { domAnimation } from "framer-motion"

export default domAnimation
