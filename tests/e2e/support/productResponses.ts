/** Model answers for the product analysis, as a provider would write them. */

/** Every heading as the prompt asks, with one list over its maximum to show trimming. */
export const wellFormed = `SUMMARY:
Rota Robin tackles a real, recurring pain for small cafe owners with a focused scheduling product.
The positioning is clear; the go-to-market plan needs testing.

STRENGTHS:
- A specific audience of owner-operated cafes
- A quantified problem of four hours a week
- A memorable name and an outcome-led tagline
- A concrete sign-up feature in one-tap swaps
- A fifth strength the result must drop

WEAKNESSES:
- Pricing has not been tested with owners
- Generic HR suites already offer rota modules

RECOMMENDATIONS:
1. Run ten paid pilots with cafes in one town
2. Measure the hours saved per week in each pilot
3. Integrate with the two most common payroll tools

NEXT_STEPS:
- Publish a landing page with the positioning sentence
- Book visits to twenty cafes this month

POSITIONING_SCORE: 86
PRODUCT_IDEA_SCORE: 71
CUSTOMER_PROFILE_SCORE: 64
OVERALL_SCORE: 74
`;

/** Markdown headings written with spaces instead of underscores, as models often do. */
export const spacedHeadings = `## Summary
A focused tool for a narrow, reachable audience.

## Strengths
- Clear audience
- Measurable problem
- Strong tagline

## Weaknesses
- Thin distribution plan
- Unproven willingness to pay

## Recommendations
- Validate pricing with five owners
- Partner with a coffee supplier
- Track weekly active schedulers

## NEXT STEPS
- Interview five owners
- Draft the onboarding flow

**POSITIONING SCORE:** 91
**PRODUCT IDEA SCORE:** 58
**CUSTOMER PROFILE SCORE:** 80
**OVERALL SCORE:** 55
`;

/** Prose without any heading: the lenient fallback makes the summary of it and fills the rest. */
export const noHeadings = 'The concept looks promising but the answer came back as one unstructured paragraph.';

/** Nothing but markup: no analysis can be read from it. */
export const markupOnly = '```markdown\n---\n**  **\n```';
