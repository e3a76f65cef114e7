import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it (ids in hex), with the `service.name` of its resource. */
export interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      scope: { name: string };
      spans: (Omit<ReceivedSpan, 'service' | 'scope' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((attribute) => [attribute.key, valueOf(attribute.value)]));

/**
 * An OTLP/HTTP receiver of traces in the JSON protocol, what an OpenTelemetry collector listens
 * for on 4318: every span the exporters post to `/v1/traces`, and every request it got.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') {
        for (const { resource, scopeSpans } of (JSON.parse(body) as OtlpTraces).resourceSpans) {
          const service = String(attributesOf(resource.attributes)['service.name']);
          for (const { scope, spans: list } of scopeSpans)
            for (const span of list)
              spans.push({ ...span, service, scope: scope.name, attributes: attributesOf(span.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** What `OTEL_EXPORTER_OTLP_ENDPOINT` is set to. */
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
