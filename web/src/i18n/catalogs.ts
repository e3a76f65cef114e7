import type { Messages } from '@lingui/core';
import { messages as enAccount } from '../../../locales/en/account';
import { messages as enApp } from '../../../locales/en/app';
import { messages as enAuth } from '../../../locales/en/auth';
import { messages as enBasket } from '../../../locales/en/basket';
import { messages as enCatalog } from '../../../locales/en/catalog';
import { messages as enCheckout } from '../../../locales/en/checkout';
import { messages as enHelp } from '../../../locales/en/help';
import { messages as enOrders } from '../../../locales/en/orders';
import { messages as enShell } from '../../../locales/en/shell';
import { messages as frAccount } from '../../../locales/fr/account';
import { messages as frApp } from '../../../locales/fr/app';
import { messages as frAuth } from '../../../locales/fr/auth';
import { messages as frBasket } from '../../../locales/fr/basket';
import { messages as frCatalog } from '../../../locales/fr/catalog';
import { messages as frCheckout } from '../../../locales/fr/checkout';
import { messages as frHelp } from '../../../locales/fr/help';
import { messages as frOrders } from '../../../locales/fr/orders';
import { messages as frShell } from '../../../locales/fr/shell';
import type { Locale } from './locales';
import { pluginId } from './pluginIds';

/** A compiled catalog with its ids in the SWC plugin's alphabet (pluginIds.ts). */
const toPluginIds = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [pluginId(id), message]));

// Compiled by `lingui compile --strict` (a missing translation fails it); one catalog per feature.
export const catalogs: Record<Locale, Messages> = {
  fr: toPluginIds({
    ...frApp,
    ...frShell,
    ...frCatalog,
    ...frHelp,
    ...frAuth,
    ...frAccount,
    ...frBasket,
    ...frCheckout,
    ...frOrders,
  }),
  en: toPluginIds({
    ...enApp,
    ...enShell,
    ...enCatalog,
    ...enHelp,
    ...enAuth,
    ...enAccount,
    ...enBasket,
    ...enCheckout,
    ...enOrders,
  }),
};
