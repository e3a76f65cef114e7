/**
 * How long a change made through one replica may take to show through another, as the caching
 * decisions document it (0016 the facade's response cache, 0017 the page cache), plus a second
 * for a loaded machine. Adjust them with those decisions: the replica test polls up to these.
 */
export const STALENESS_MS = {
  /** Live figures (stock left, amount raised) through the GraphQL API, a replica's or the web's `/graphql`. */
  live: 5_000 + 1_000,
  /** What is about the viewer (a like): private, never served from a shared cache. */
  viewer: 1_000,
};

/** Polls `read` until `accept` holds, for at most `boundMs`; returns how long it took, or null. */
export async function timeUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, boundMs: number) {
  const started = Date.now();
  for (;;) {
    if (accept(await read())) return Date.now() - started;
    if (Date.now() - started > boundMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
