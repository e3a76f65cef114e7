import 'server-only';

/**
 * `fetch` that gives up after `ms`: it aborts the call (closing its connection) and rejects with a
 * `TimeoutError` at the deadline, or when `init.signal` aborts. The deadline is a timer of its own,
 * not only an `AbortSignal.timeout` handed to `fetch`: Next's `fetch` copies the request, and a
 * copied request's signal stops following its source after a garbage collection
 * (nodejs/undici#4068), so the first render after a start, when garbage is collected the most,
 * waited for undici's own limit of 5 minutes on an API that did not answer.
 */
export async function fetchWithin(ms: number, input: string | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const follow = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) follow();
  else init.signal?.addEventListener('abort', follow, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new DOMException(`No answer from ${String(input)} within ${ms} ms`, 'TimeoutError');
      controller.abort(timeout);
      reject(timeout);
    }, ms);
  });
  try {
    return await Promise.race([fetch(input, { ...init, signal: controller.signal }), deadline]);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', follow);
  }
}
