/* global document, requestAnimationFrame */
// Starts the web app once the server-written first screen has painted (docs/decisions/031-first-paint.md): until
// then the page's stylesheet and first pictures have the network to themselves, and the app's scripts, which the
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
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
})();
