import { readConsent } from './consentCookie';

/** The events of spec section 7 (and `login` of section 4), with their parameters. */
export interface AnalyticsEvents {
  login: { method: 'password' | 'email_link' | 'federated' };
  share: { method: string };
  add_to_cart: { currency: 'EUR'; value: number; items: unknown[] };
  remove_from_cart: { currency: 'EUR'; value: number; items: unknown[] };
  purchase: { transaction_id: string; value: number; shipping: number; currency: 'EUR'; items: unknown[] };
}

/**
 * Pushes an event to the tag manager's data layer, only once the shopper has accepted cookies: a
 * refusal, or no answer yet, sends nothing at all (decision recorded in docs/decisions).
 */
export function track<Name extends keyof AnalyticsEvents>(event: Name, params: AnalyticsEvents[Name]): boolean {
  if (typeof window === 'undefined' || readConsent() !== true) return false;
  (window.dataLayer ??= []).push({ event, ...params });
  return true;
}
