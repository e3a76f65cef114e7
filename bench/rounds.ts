// Interleaved rounds (A, B, C, A, B, C...): a slower moment of the shared machine falls on every
// path alike, and the median of each path's rounds drops the odd one out.

export const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Measures every key once per round, in the same order each round; returns each key's samples. */
export async function interleave<K extends string, T>(keys: K[], rounds: number, measure: (key: K) => Promise<T>) {
  const samples = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (let round = 0; round < rounds; round++) for (const key of keys) samples.get(key)!.push(await measure(key));
  return samples;
}

/** The median of each numeric field over the samples. */
export function medians<T extends object>(samples: T[]): T {
  const fields = Object.keys(samples[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(
    fields.map((field) => [field, median(samples.map((sample) => Number(sample[field])))]),
  ) as T;
}
