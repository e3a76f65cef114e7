// Preloaded with `node --import`: prints a line for every OpenTelemetry module the process loads,
// so that a test can tell the SDK stayed out of a process that was not asked to trace.
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/@opentelemetry/')) process.stderr.write('opentelemetry module loaded: ' + resolved.url + '\\n');
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
