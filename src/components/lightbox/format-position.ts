/** "Fotografie {current} z {total}" → "Fotografie 2 z 6": the counter's wording stays in YAML. */
export const formatPosition = (template: string, current: number, total: number) =>
  template.replaceAll("{current}", String(current)).replaceAll("{total}", String(total))
