/**
 * The time a beforeAll/afterAll (or Each) hook may take: hooks start and stop whole servers,
 * databases and browsers, which a loaded 2-core machine can take well over a test's 30 s to do.
 * Jest has one default for tests and hooks alike, so every hook passes this one explicitly.
 */
export const HOOK_TIMEOUT = 120_000;
