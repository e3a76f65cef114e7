/** The arguments of `node` that start `part`, as its package.json `start` script says; `extraFlags` win. */
export function nodeArgsOf(part: string, extraFlags?: string[]): string[];
