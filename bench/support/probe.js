// Installed in the page before any of its scripts (measure.ts, addInitScript), the same for every
// app: times from the page's own clock (performance.now(), zero at navigation start) to the frame
// after something appears, i.e. when it is painted. Plain JavaScript, sent to the page as written.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the file is one function expression, read as text and sent to the page
(seed) => {
  const probe = { keys: [], longTasks: [] };
  window.__bench = probe;
  // Main-thread tasks over 50 ms, as Lighthouse's total blocking time counts them.
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  probe.blockingAfterFirstPaint = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return probe.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  };
  if (!sessionStorage.getItem('__bench_seeded')) {
    sessionStorage.clear();
    for (const [key, value] of Object.entries(seed.storage)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('__bench_seeded', '1');
  }
  // The frame that shows a change: after the next animation frame has been rendered.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  const shows = (text) => (document.body?.textContent ?? '').includes(text);
  const watch = (text, done) => {
    const observer = new MutationObserver(() => {
      if (!shows(text)) return;
      observer.disconnect();
      afterPaint(done);
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  watch(seed.firstText, (at) => (probe.firstPaint = at));
  probe.armStep = (text) => {
    if (shows(text)) throw new Error(`"${text}" already shows before the step change`);
    probe.click = undefined;
    probe.stepPaint = undefined;
    addEventListener('click', (event) => (probe.click = event.timeStamp), { capture: true, once: true });
    watch(text, (at) => (probe.stepPaint = at));
  };
  probe.armKeys = () => {
    probe.keys = [];
    addEventListener('keydown', (event) => afterPaint((at) => probe.keys.push(at - event.timeStamp)), {
      capture: true,
    });
  };
};
