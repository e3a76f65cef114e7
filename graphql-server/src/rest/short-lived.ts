/**
 * One answer of a public upstream call kept for a few seconds and shared by every request of the
 * process (the author list, asked for by every campaign page). A failed call is not kept; with
 * `ttlMs` 0 every request calls the upstream.
 */
export function shortLived<T>(ttlMs: number, now: () => number = Date.now) {
  let entry: { value: Promise<T>; until: number } | undefined;
  return (load: () => Promise<T>): Promise<T> => {
    if (entry && now() < entry.until) return entry.value;
    const value = load();
    const kept = { value, until: now() + ttlMs };
    entry = kept;
    value.catch(() => {
      if (entry === kept) entry = undefined;
    });
    return value;
  };
}
