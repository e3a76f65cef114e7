// What the kernel counts for a process: CPU time used and peak resident memory (Linux /proc).
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Its /proc file, or undefined once the process is gone (a crash shows as errors, not a bench crash). */
function read(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** User plus system CPU time the process used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const stat = read(pid, 'stat');
  if (stat === undefined) return NaN;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The peak resident memory of the process so far (VmHWM), in megabytes. */
export function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(read(pid, 'status') ?? '')?.[1];
  return Number(kb ?? NaN) / 1024;
}

/**
 * CPU time the whole machine spent so far, every core and process together (the PostgreSQL
 * server's included), in milliseconds: all of /proc/stat's first line but idle and iowait.
 */
export function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  // Guest time, further on the line, is already counted in user.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
}

/** User plus system CPU time this process used so far, in milliseconds. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
