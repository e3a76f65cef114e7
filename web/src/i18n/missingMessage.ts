/**
 * What the browser's console says when a client component shows a message its page was not given
 * (a gap in scripts/client-messages.ts's reading of the routes); the end-to-end tests fail on it.
 */
export const MISSING_MESSAGE = 'Lingui: a message missing from the page:';
