import { defineConfig } from '@lingui/conf';

// French is the source language: messages are written in French in the code and translated to
// English in locales/en. One catalog per feature folder of the web app, plus `app` for the rest (pages, i18n, theme and the shared `ui`).
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/web/src/features/{name}/'],
    },
    {
      path: '<rootDir>/locales/{locale}/app',
      include: [
        '<rootDir>/web/src/app/',
        '<rootDir>/web/src/i18n/',
        '<rootDir>/web/src/theme/',
        '<rootDir>/web/src/ui/',
      ],
    },
  ],
});
