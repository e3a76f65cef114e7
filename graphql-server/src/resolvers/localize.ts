import type { Language } from '../generated/graphql.js';
import type { RestLabel, RestTranslation } from '../rest/types.js';

const SOURCE_LANGUAGE: Language = 'fr';

/** The text in `lang`, else the French source, else whatever exists. */
export function pick(texts: readonly RestTranslation[], lang: Language | null | undefined): string {
  const wanted = lang ?? SOURCE_LANGUAGE;
  const found = texts.find((t) => t.lang === wanted) ?? texts.find((t) => t.lang === SOURCE_LANGUAGE) ?? texts[0];
  return found?.text ?? '';
}

export const pickLabel = (labels: readonly RestLabel[], lang: Language | null | undefined) =>
  pick(
    labels.map(({ lang: l, name }) => ({ lang: l, text: name })),
    lang,
  );
