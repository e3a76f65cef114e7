import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Metadata } from 'next';
import { alternates } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

export type AuthPage = 'login' | 'register' | 'loginByEmail' | 'account' | 'authError';

const TITLES: Record<AuthPage, MessageDescriptor> = {
  login: msg`Connexion`,
  register: msg`Créer un compte`,
  loginByEmail: msg`Connexion par e-mail`,
  account: msg`Mon compte`,
  authError: msg`Connexion impossible`,
};

const PATHS: Record<AuthPage, string> = {
  login: '/login',
  register: '/register',
  loginByEmail: '/login-by-email',
  account: '/account',
  authError: '/auth-error',
};

/** Personal pages have a title and language links but stay out of search engines. */
export function authPageMetadata(lang: Locale, page: AuthPage): Metadata {
  const i18n = initLingui(lang);
  return {
    title: i18n._(TITLES[page]),
    alternates: alternates(lang, PATHS[page]),
    robots: { index: false, follow: true },
  };
}

export const authPageTitle = (lang: Locale, page: AuthPage) => initLingui(lang)._(TITLES[page]);
