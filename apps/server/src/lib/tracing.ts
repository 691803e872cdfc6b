import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * OpenTelemetry traces (docs/decisions/070), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. This module loads
 * nothing of OpenTelemetry: `startTracing` imports the SDK (lib/tracing-sdk.ts) only when tracing is on, and
 * every traced place asks `activeTracing()` once — when it is built, or per call on the database path — so a
 * portal without the setting runs the code it ran before, plus a null check.
 */

export type SpanKindName = 'internal' | 'client';
export type SpanAttributes = Record<string, string | number | boolean>;

export interface Tracing {
  /** runs `work` in a new span, a child of the active one, ended (and marked failed on a throw) when it settles */
  inSpan<T>(name: string, kind: SpanKindName, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** the span of one HTTP request around Node's handling of it: the client's W3C traceparent is its parent */
  serveRequest(request: IncomingMessage, response: ServerResponse, handle: () => void): void;
  /** names the active request's span by its route once the router knows it */
  nameRequest(method: string, route: string): void;
  /** the active span's ids, for a log line; none outside a span */
  logFields(): { trace_id?: string; span_id?: string };
  /** sends every ended span now (tests; a stopping server) */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The process's tracing, null when it is off. */
export function activeTracing(): Tracing | null {
  return active;
}

export type TracingSettings = { endpoint: string; serviceName: string };

/** Starts exporting spans to an OTLP/HTTP collector: `endpoint` is its base URL, the spans go to `<endpoint>/v1/traces`. */
export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  if (active) throw new Error('tracing is already started in this process');
  const { createTracing } = await import('./tracing-sdk.ts');
  active = createTracing(settings);
  return active;
}

/** Sends what is left and stops; from here on the process traces nothing. */
export async function stopTracing(): Promise<void> {
  const stopping = active;
  active = null;
  await stopping?.shutdown();
}

/** `work` in a span when tracing is on, else `work` itself. */
export function traced<T>(name: string, kind: SpanKindName, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  const tracing = active;
  return tracing ? tracing.inSpan(name, kind, attributes, work) : work();
}

/**
 * `target` with the named asynchronous methods each run in a span `<prefix>.<method>` (a payment provider's calls
 * to its API); everything else is the target's own.
 */
export function tracedMethods<T extends object>(
  target: T,
  prefix: string,
  methods: readonly (keyof T & string)[],
  tracing: Tracing,
): T {
  const names = new Set<string>(methods);
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string' || !names.has(key)) return value;
      return (...args: unknown[]) =>
        tracing.inSpan(`${prefix}.${key}`, 'client', {}, async () => (value as (...a: unknown[]) => unknown).apply(object, args));
    },
  });
}
