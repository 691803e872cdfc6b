/* global document, requestAnimationFrame */
// Starts the web app once the server-written first screen and its picture have painted (docs/decisions/031-first-paint.md):
// until then the page's stylesheet and first pictures have the network to themselves, and the app's scripts, which the
// server lists on this tag (apps/server/src/http/app-start.ts), download after. A page opened in a hidden tab
// paints nothing the visitor sees, so it starts at once.
(() => {
  const boot = document.currentScript;
  const entry = boot.dataset.entry;
  const preloads = (boot.dataset.preload ?? '').split(' ').filter((href) => href !== '');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // one insertion into the document for all of them, not one per script
    const tags = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  // The first screen's own picture (the hero or banner image the server marks fetchpriority="high"), loaded and
  // decoded first, and painted in the frame after: started before it arrived, the app's scripts took the main
  // thread and its paint waited behind them (an LCP of 2.0 s in Lighthouse instead of 1.1 s, one run in three).
  // A picture that fails goes on at once; one that is slow to come, after a second at most.
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
    typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined,
  );
  const pictured = Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, 1000))]);
  if (document.visibilityState === 'hidden') start();
  else void pictured.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  document.addEventListener('visibilitychange', start, { once: true });
})();
