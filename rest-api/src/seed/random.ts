/** A small seeded pseudo-random generator, so that the demo data is the same on every run. */
export type Random = () => number;

/** mulberry32: 32 bits of state, good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to derive one independent generator per campaign. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function randomFor(key: string): Random {
  return mulberry32(hashString(key));
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** Picks an item with probability proportional to its weight; undefined when all weights are 0. */
export function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T | undefined {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  if (total <= 0) return undefined;
  let target = random() * total;
  for (const item of items) {
    target -= weight(item);
    if (target < 0 && weight(item) > 0) return item;
  }
  return items.findLast((item) => weight(item) > 0);
}
