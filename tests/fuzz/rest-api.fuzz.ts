import fc from 'fast-check';
import { errorBodyErrors } from '../support/openapi.js';
import { anyRequest, type FuzzRequest } from './rest-api.requests.js';

export interface FuzzOptions {
  /** The rest-api under test. */
  url: string;
  /** The bearer tokens of `FuzzRequest.auth`. */
  tokens: { user: string; unknownUser: string };
  seed: number;
  runs: number;
  concurrency?: number;
}

/** What went wrong with one request: a 5xx, a connection failure, an error body off the contract. */
export interface FuzzFailure {
  request: string;
  status: number | 'no answer';
  problem: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
}

const GARBAGE_TOKEN = 'eyJhbGciOiJub25lIn0.e30.';

function authorization(request: FuzzRequest, tokens: FuzzOptions['tokens']): Record<string, string> {
  const token = { none: undefined, user: tokens.user, 'unknown-user': tokens.unknownUser, garbage: GARBAGE_TOKEN }[
    request.auth
  ];
  return token ? { authorization: `Bearer ${token}` } : {};
}

const describe = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} [${request.operationId}, ${request.auth}, ${
    request.headers['content-type'] ?? (request.body instanceof FormData ? 'multipart' : 'no type')
  }, body ${typeof request.body === 'string' ? JSON.stringify(request.body.slice(0, 120)) : typeof request.body}]`;

/** Sends one request; the problem with its answer, if any. */
async function probe(
  request: FuzzRequest,
  options: FuzzOptions,
): Promise<{ status: number | 'no answer'; problem?: string }> {
  let response: Response;
  try {
    response = await fetch(options.url + request.url, {
      method: request.method,
      headers: { ...request.headers, ...authorization(request, options.tokens) },
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return { status: 'no answer', problem: String((error as Error).cause ?? error) };
  }
  const text = await response.text();
  if (response.status >= 500) return { status: response.status, problem: text.slice(0, 300) };
  if (response.status < 400) return { status: response.status };
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    return { status: response.status, problem: `error body is not JSON: ${text.slice(0, 120)}` };
  }
  const body = JSON.parse(text) as { statusCode?: number };
  const shape = errorBodyErrors(body);
  if (shape.length > 0) return { status: response.status, problem: `error body off the contract: ${shape.join('; ')}` };
  if (body.statusCode !== response.status) return { status: response.status, problem: `statusCode ${body.statusCode}` };
  return { status: response.status };
}

/**
 * Sends `runs` requests generated with `seed` (the same seed, the same requests) and reports every
 * answer that is a 5xx, missing, or an error body off the contract.
 */
export async function fuzzRestApi(options: FuzzOptions): Promise<FuzzReport> {
  const requests = fc.sample(anyRequest(), { seed: options.seed, numRuns: options.runs });
  const report: FuzzReport = { seed: options.seed, requests: requests.length, statuses: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const { status, problem } = await probe(request, options);
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if (problem) report.failures.push({ request: describe(request), status, problem });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return report;
}
