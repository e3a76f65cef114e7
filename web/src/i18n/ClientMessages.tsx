import 'server-only';
import type { Messages } from '@lingui/core';
import type { ReactNode } from 'react';
import { catalogs } from './catalogs';
import { clientMessageIds, type MessageScope } from './generated/clientMessages';
import { MoreClientMessages } from './LinguiClientProvider';
import type { Locale } from './locales';

const picked = new Map<string, Messages>();

/** The messages the client components of a route file show, in one language (picked once). */
export function scopeMessages(scope: MessageScope, lang: Locale): Messages {
  const key = `${lang}:${scope}`;
  const known = picked.get(key);
  if (known) return known;
  const catalog = catalogs[lang];
  const messages = Object.fromEntries(
    clientMessageIds[scope].flatMap((id) => (catalog[id] === undefined ? [] : [[id, catalog[id]]])),
  );
  picked.set(key, messages);
  return messages;
}

/**
 * Gives the client components a page, layout or not-found page renders the messages they show,
 * and only those: `of` is the file's own path under web/src, which the build checks
 * (scripts/client-messages.ts).
 */
export function ClientMessages({ of, lang, children }: { of: MessageScope; lang: Locale; children: ReactNode }) {
  return <MoreClientMessages messages={scopeMessages(of, lang)}>{children}</MoreClientMessages>;
}
