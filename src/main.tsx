/**
 * The page's entry is this small script: it lets the browser show its first frame, then loads the
 * app. A prerendered screen is already in the HTML, and evaluating the app's modules (React,
 * Chakra's theme system) is one long task on a slow CPU; run first, it held that screen's paint
 * back (npm run bench, first question painted at 4x CPU). The route preload script has already
 * asked for the app's chunk (tools/vite/routePreload.ts), so it is loaded by then.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./ui/app/start.tsx').then(({ start }) => start());
  });
});
