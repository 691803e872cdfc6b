import type { createTestApp } from './harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A page as the server writes it for a browser or a crawler: its status and its HTML. */
export async function renderedPage(app: TestApp, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
}

/** The answers the server inlined into a page (`<script id="initial-data">`), by request; null when there are none. */
export function initialData(html: string): Record<string, unknown> | null {
  const m = /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
}
