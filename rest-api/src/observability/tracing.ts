import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from '../config.js';
import { takeTraceIdsFrom } from './trace.js';

export interface Tracing {
  /** Exports the spans still waiting and stops the exporter. */
  flush(): Promise<void>;
}

/**
 * OpenTelemetry traces exported over OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT`, which the
 * exporter reads with the other standard OTEL_* variables. Spans of the incoming requests (their
 * parent is the caller's `traceparent`), of the PostgreSQL queries and of outgoing fetches. Loaded
 * only when the endpoint is set (main.ts), before the modules it patches. Decision 0033.
 */
export function startTracing(config: TracingConfig): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context propagator and the AsyncLocalStorage context manager.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  // The request's log lines carry its server span's trace id: one id in the logs and the spans.
  takeTraceIdsFrom(() => trace.getActiveSpan()?.spanContext().traceId);
  return { flush: () => provider.shutdown() };
}
