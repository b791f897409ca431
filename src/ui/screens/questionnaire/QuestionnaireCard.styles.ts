import { defineStyles } from '../../styles/defineStyles.ts';
import { stack } from '../../styles/layout.ts';

export default defineStyles({
  screen: stack({ base: 6, md: 8 }),
  body: stack(5),
  question: stack(2),
  // The question leads the page: its largest text, right under the quiet progress line.
  title: { recipe: 'heading', variants: { size: { base: '2xl', md: '3xl' } }, css: { lineHeight: 'shorter' } },
  description: { color: 'gray.600', fontSize: { base: 'md', md: 'lg' } },
  /** "Optional" beside the title of a step that may be left unanswered: quieter than the question. */
  optional: { ms: 2, fontSize: 'md', fontWeight: 'normal', color: 'gray.600', verticalAlign: 'middle' },
});
