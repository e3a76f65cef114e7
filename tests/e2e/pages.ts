/** Every page of the storefront, by its French path; English pages are the same under /en. */
export const PAGES = [
  '/',
  '/campaign/tarot-des-marees',
  '/campaign/carnets-de-saison',
  '/founder/atelier-lune',
  '/help/faq',
  '/help/support',
  '/info/cgv',
  '/info/cgu',
  '/info/privacy-policy',
  '/info/mention',
  '/mini/lulu-la-loutre',
  '/login',
  '/register',
  '/login-by-email',
  '/no-such-page',
];

export const english = (path: string) => (path === '/' ? '/en' : `/en${path}`);
