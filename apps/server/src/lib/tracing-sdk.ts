import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Tracing, TracingSettings } from './tracing.ts';

/**
 * The OpenTelemetry SDK behind lib/tracing.ts, imported only when tracing is on (docs/decisions/070): a Node
 * tracer provider (AsyncLocalStorage carries the active span through a request's promises), W3C trace
 * context as the propagator, batches of spans posted as OTLP/HTTP JSON.
 */
export function createTracing(settings: TracingSettings): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // the global context manager and W3C traceContext propagator, which the API's context and propagation use
  provider.register();
  const tracer = provider.getTracer('portal');

  function failed(span: Span, err: unknown) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : 'error' });
  }

  return {
    async inSpan(name, kind, attributes, work) {
      return tracer.startActiveSpan(
        name,
        { kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes },
        async (span) => {
          try {
            return await work();
          } catch (err) {
            failed(span, err);
            throw err;
          } finally {
            span.end();
          }
        },
      );
    },
    serveRequest(request, response, handle) {
      const parent = propagation.extract(ROOT_CONTEXT, request.headers);
      const method = request.method ?? 'GET';
      // the path only: a query string may carry a session token (spec part 1 §7 uploads)
      const urlPath = (request.url ?? '/').split('?')[0]!;
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': urlPath } },
        parent,
      );
      response.once('close', () => {
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      context.with(trace.setSpan(parent, span), handle);
    },
    nameRequest(method, route) {
      const span = trace.getActiveSpan();
      span?.updateName(`${method} ${route}`);
      span?.setAttribute('http.route', route);
    },
    logFields() {
      const ids = trace.getActiveSpan()?.spanContext();
      return ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
    },
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
