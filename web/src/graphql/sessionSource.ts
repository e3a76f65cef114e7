/** Where the browser's Apollo Client gets the signed-in user's token and hears of a change of user. */
export interface SessionSource {
  /** The user's current ID token, or undefined for a visitor. */
  bearer(): Promise<string | undefined>;
  /** Runs `listener` whenever the signed-in user changes; returns the unsubscribe function. */
  onUserChange(listener: () => void): () => void;
}

// A visitor's until the auth feature provides the real one. Kept apart from the client (no Apollo
// import here), so providing it costs the catalog pages nothing.
let source: SessionSource = { bearer: async () => undefined, onUserChange: () => () => undefined };

/**
 * The auth feature, which owns the session, hands it to the GraphQL client: the client depends on
 * this interface only, never on the auth feature (one-way dependencies, decision 0032).
 */
export function provideSession(given: SessionSource): void {
  source = given;
}

export const sessionSource = (): SessionSource => source;
