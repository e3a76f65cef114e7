import { spawn, type ChildProcess } from 'node:child_process';

/** The built rest-api (`npm run build:api`) running in a process of its own. */
export interface RestApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves once `text` appears in its output; fails if it exits first or after `timeoutMs`. */
  printed(text: string | RegExp, timeoutMs?: number): Promise<void>;
}

/**
 * Starts `node rest-api/dist/main.js` on `port` with the test run's environment (its Auth
 * emulator) and `env` over it; resolves once it is listening unless `ready` is false.
 */
export async function spawnRestApi(
  port: number,
  env: Record<string, string | undefined>,
  options: { ready?: boolean } = {},
): Promise<RestApiProcess> {
  const child = spawn('node', ['rest-api/dist/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'silent', REST_API_PORT: String(port), ...env },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
      for (const listener of listeners) listener();
    }),
  );
  const printed = (text: string | RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`rest-api did not print ${text}:\n${output}`)), timeoutMs);
      const check = () => {
        if (typeof text === 'string' ? output.includes(text) : text.test(output)) done();
        else if (exitCode !== undefined) done(new Error(`rest-api exited (${exitCode}) before printing ${text}:\n${output}`));
      };
      const done = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      listeners.add(check);
      check();
    });
  const running: RestApiProcess = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, printed };
  if (options.ready !== false) await printed('listening');
  return running;
}
