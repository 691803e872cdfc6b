import { describe, expect, it } from 'vitest';
import { deferAppStart, startedScripts, withPageScripts } from './app-start.ts';

// the head of index.html as Vite writes it
const built = `<head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>`;

describe('the app starts after the first paint', () => {
  it('moves the entry and its preloads onto one deferred boot script, and keeps the stylesheet', () => {
    const html = deferAppStart(built);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(startedScripts(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/i18n-c.js']);
  });

  it("adds a page's own scripts after the entry's, escaped", () => {
    const html = withPageScripts(deferAppStart(built), ['/assets/home-e.js', '/assets/x"y.js']);
    expect(startedScripts(html)).toEqual([
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/i18n-c.js',
      '/assets/home-e.js',
      '/assets/x&quot;y.js',
    ]);
  });

  it('leaves a page without a module script (the not-built notice) as it is', () => {
    const plain = '<head><title>x</title></head>';
    expect(deferAppStart(plain)).toBe(plain);
    expect(withPageScripts(plain, ['/assets/home-e.js'])).toBe(plain);
    expect(startedScripts(plain)).toEqual([]);
  });
});
