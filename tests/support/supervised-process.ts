import { spawn, type ChildProcess } from 'node:child_process';
import { waitForUrl } from './net.js';
import { stopProcess } from './stop-process.js';

export interface SupervisedCommand {
  name: string;
  /** The arguments of `node`: the script first. */
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Answers 2xx once the process serves. */
  healthUrl: string;
  /** Where its output goes. */
  log: NodeJS.WritableStream;
  cwd?: string;
  restartDelayMs?: number;
}

/**
 * One server process kept running as an orchestrator would: whatever ends it (our SIGKILL or a
 * crash of its own), it is started again after `restartDelayMs`. Exits we did not cause are
 * counted: a server that dies by itself under faults is a failure of the run.
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private stopping = false;
  private killedByUs = 0;
  /** Exits that were not a kill we asked for, with their code or signal. */
  readonly crashes: string[] = [];
  restarts = 0;

  constructor(private readonly command: SupervisedCommand) {}

  get name() {
    return this.command.name;
  }

  get healthUrl() {
    return this.command.healthUrl;
  }

  async start() {
    this.spawn();
    await waitForUrl(this.healthUrl, 90_000);
  }

  private spawn() {
    const { args, env, cwd, log, name, restartDelayMs = 500 } = this.command;
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('exit', (code, signal) => {
      log.write(`\n== ${name} exited (${signal ?? code})\n`);
      if (this.stopping) return;
      if (this.killedByUs > 0) this.killedByUs -= 1;
      else this.crashes.push(`${signal ?? code}`);
      this.restarts += 1;
      setTimeout(() => this.stopping || this.spawn(), restartDelayMs);
    });
    this.child = child;
  }

  /** SIGKILL, as a machine losing power or the OOM killer would do it. */
  kill() {
    if (this.child?.exitCode !== null || !this.child.pid) return;
    this.killedByUs += 1;
    this.child.kill('SIGKILL');
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop() {
    this.stopping = true;
    if (this.child) await stopProcess(this.child, 15_000);
  }
}
