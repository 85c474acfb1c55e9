// Jest's global setup of the rebuild project: starts the builds of edited content before any test runs.
export { startRebuild as default } from "./rebuild"
