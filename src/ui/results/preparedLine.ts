import { fillMessage } from '../../engine/analysis/fillMessage.ts';
import type { AppContent, ResultView } from '../../engine/content/types.ts';
import { readPath } from '../../engine/template/readPath.ts';

/** The language the page is in, for the date as it would write it; none while prerendering. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * The line under a result's title, on the screen and the printed page: for whom (the stored answer
 * the view's `printedFor` names) and on which day it was made, as a long date.
 */
export function preparedLine(
  texts: AppContent['printResult'],
  view: Pick<ResultView, 'printedFor'>,
  stores: Readonly<Record<string, unknown>>,
  madeAt: Date,
  locale: string | undefined = pageLanguage(),
): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(madeAt);
  const name = view.printedFor === undefined ? undefined : readPath(stores, view.printedFor);
  return typeof name === 'string' && name.trim() !== ''
    ? fillMessage(texts.preparedFor, { name: name.trim(), date })
    : fillMessage(texts.preparedOn, { date });
}
