// Jest's global teardown of the rebuild project: stops what still runs and removes the temp projects.
export { stopRebuild as default } from "./rebuild"
