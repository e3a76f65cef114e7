import type { components } from '../generated/rest-api.js';

type Language = components['schemas']['Language'];
type Translation = components['schemas']['Translation'];
type Label = components['schemas']['Label'];

/** A localised JSONB column: `{"fr": "...", "en": "..."}`. French is always present. */
export type Localized = Partial<Record<Language, string>> & { fr: string };

const LANGUAGES: readonly Language[] = ['fr', 'en'];

export function translations(value: Localized): Translation[] {
  return LANGUAGES.flatMap((lang) => (value[lang] === undefined ? [] : [{ lang, text: value[lang] }]));
}

export function labels(value: Localized): Label[] {
  return translations(value).map(({ lang, text }) => ({ lang, name: text }));
}

/** Turns a stored root-relative path into a URL that browsers reach. */
export function absoluteUrl(publicUrl: string, path: string): string;
export function absoluteUrl(publicUrl: string, path: string | null): string | null;
export function absoluteUrl(publicUrl: string, path: string | null): string | null {
  if (path === null) return null;
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}
