/**
 * The app's one polite live region (Layout renders it, `liveRegionId`), so a change of question or
 * screen is said once however it came about: Next, Back, the browser's history or a link.
 */
export const liveRegionId = 'announcer';

function announce(text: string): void {
  const region = document.getElementById(liveRegionId);
  if (region) region.textContent = text;
}

/** A screen's own heading, not the loading screen's stand-in (ScreenRoute's Loading). */
const mainHeading = () => document.querySelector<HTMLElement>('main h1:not([data-loading])');

/**
 * Moves focus to `heading`, or to the main heading of the screen once it is drawn (a lazily loaded
 * screen may not be yet), and announces what it says, or `said`. Focus then starts where the new
 * content does, for keyboard and screen-reader users alike.
 */
export function focusHeading(heading?: HTMLElement | null, said?: string): void {
  const settle = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    announce(said ?? target.textContent);
  };
  const found = heading ?? mainHeading();
  if (found) {
    settle(found);
    return;
  }
  const main = document.querySelector('main');
  if (!main) return;
  const watcher = new MutationObserver(() => {
    const drawn = mainHeading();
    if (!drawn) return;
    watcher.disconnect();
    settle(drawn);
  });
  watcher.observe(main, { childList: true, subtree: true });
  // A screen that never draws a heading must not leave a watcher behind.
  setTimeout(() => watcher.disconnect(), 10_000);
}
