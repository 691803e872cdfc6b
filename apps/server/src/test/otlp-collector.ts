import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it (ids as hex). */
export type CollectedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };

/** OTLP/JSON ids are hex; a base64 id (the protobuf-as-JSON mapping) is turned into hex too. */
const hexId = (id: string | undefined) =>
  !id ? undefined : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');

/**
 * A real OTLP/HTTP trace collector on 127.0.0.1 for tests: it takes `POST /v1/traces` in JSON, as the OTLP/HTTP
 * exporter sends it, answers 200 with an empty partial success, and keeps every span it was sent.
 */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: { scopeSpans?: { spans?: CollectedSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              traceId: hexId(span.traceId)!,
              spanId: hexId(span.spanId)!,
              parentSpanId: hexId(span.parentSpanId),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
