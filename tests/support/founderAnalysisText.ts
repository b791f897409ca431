/** A well-formed analysis in the sections prompts/founder.yaml asks for. */
export function analysisText(options: { score?: number; summary?: string; strengths?: string[] } = {}): string {
  const strengths = options.strengths ?? [
    'Clear, painful customer problem',
    'Exclusive distribution partnership',
    'Simple subscription pricing',
  ];
  return [
    'SUMMARY:',
    options.summary ??
      'Acme Labs targets a real, costly problem with a focused product and a credible path to its first customers.',
    '',
    'STRENGTHS:',
    ...strengths.map((item) => `- ${item}`),
    '',
    'WEAKNESSES:',
    '- Little evidence of traction yet',
    '- **Competition** from incumbents is underexplored',
    '- Unit economics are not yet proven',
    '',
    'RECOMMENDATIONS:',
    '1. Run paid pilots with five clinics',
    '2. Quantify the cost of no-shows per clinic',
    '3. Build a competitor map before the raise',
    '',
    `SCORE: ${options.score ?? 85}`,
  ].join('\n');
}
