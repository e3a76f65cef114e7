import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry traces exported over OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT`, which the
 * exporter reads with the other standard OTEL_* variables. Next makes the spans of the requests
 * and renders itself once a provider is registered (continuing an incoming `traceparent`); the
 * fetch instrumentation adds one per GraphQL call, whose `traceparent` the facade continues.
 * Decision 0033.
 */
export function startTracing({ serviceName }: { serviceName: string }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The W3C trace context propagator and the AsyncLocalStorage context manager.
  provider.register();
  registerInstrumentations({ instrumentations: [new UndiciInstrumentation()] });
  // Next stops the server on these signals without flushing: the last spans are sent first.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void provider.shutdown());
}
