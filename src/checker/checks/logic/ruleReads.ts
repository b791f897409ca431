/** Every `var` path a rule reads, in the order written. */
export function ruleReads(rule: unknown): string[] {
  if (Array.isArray(rule)) return rule.flatMap(ruleReads);
  if (typeof rule !== 'object' || rule === null) return [];
  return Object.entries(rule).flatMap(([op, args]) => {
    if (op !== 'var') return ruleReads(args);
    const path: unknown = Array.isArray(args) ? args[0] : args;
    return typeof path === 'string' ? [path] : [];
  });
}

/** The computed values a rule reads (computed.<name>…). */
export function computedReads(rule: unknown): string[] {
  return ruleReads(rule)
    .filter((path) => path.startsWith('computed.'))
    .map((path) => path.split('.')[1] ?? '');
}
