/** The time the business rules read (basket expiry, reservations, webhook replays); tests inject their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
