import type { Messages } from '@lingui/core';
import { messages as enApp } from '../../../locales/en/app';
import { messages as enCatalog } from '../../../locales/en/catalog';
import { messages as enHelp } from '../../../locales/en/help';
import { messages as enShell } from '../../../locales/en/shell';
import { messages as frApp } from '../../../locales/fr/app';
import { messages as frCatalog } from '../../../locales/fr/catalog';
import { messages as frHelp } from '../../../locales/fr/help';
import { messages as frShell } from '../../../locales/fr/shell';
import type { Locale } from './locales';

// Compiled by `lingui compile --strict` (a missing translation fails it); one catalog per feature.
export const catalogs: Record<Locale, Messages> = {
  fr: { ...frApp, ...frShell, ...frCatalog, ...frHelp },
  en: { ...enApp, ...enShell, ...enCatalog, ...enHelp },
};
