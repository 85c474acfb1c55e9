import { revealRise } from "../../theme/motion"

/** Where a block waits before it enters: a little below its place (the start of an entry, a hidden reveal block). */
export const RISEN = `translateY(${revealRise}px)`
