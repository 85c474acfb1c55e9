/**
 * Decap's backend and widget packages ship no types: what src/admin/decap/registry.ts takes of them. A backend
 * package exports the class Decap's registry instantiates; a widget package's default export makes its registry
 * entry.
 */
declare module "decap-cms-backend-github" {
  import type { CmsBackendClass } from "decap-cms-core"
  export const GitHubBackend: CmsBackendClass
}
declare module "decap-cms-backend-proxy" {
  import type { CmsBackendClass } from "decap-cms-core"
  export const ProxyBackend: CmsBackendClass
}
declare module "decap-cms-widget-*" {
  import type { CmsWidgetParam } from "decap-cms-core"
  const widget: { Widget: () => CmsWidgetParam }
  export default widget
}
