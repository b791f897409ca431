/** The targets, printed by npm run bench beside what it measured (never asserted in tests). */
export const targets = {
  /** First-load JavaScript, gzip, KB; the same figures npm run size fails on (tools/size-budget.json). */
  firstLoadKb: { '/': 115, '/buyer-profile': 200, '/questions': 135, '/buyer-questions': 135, default: 0 } as Record<
    string,
    number
  >,
  firstPaintVsJsonForms: 0.9,
  stepVsJsonForms: 1.0,
  typingMs: 16,
  growthStep: 1.2,
  growthFirstPaint: 1.3,
  lighthouse: { score: 95, tbtMs: 150, cls: 0.05 },
};
