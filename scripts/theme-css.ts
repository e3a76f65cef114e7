// Writes the theme's global style sheet: what MUI's ThemeProvider and CssBaseline would write in
// the browser (both colour schemes' CSS variables; the page's font, colours and box sizing),
// rendered once here. The root layout imports it, so a page needs no MUI code for its colours:
// the catalog pages load none, and the pages that use MUI components skip 22 KB of styles
// serialised on every render of their provider. Run by the web app's build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../web/src/theme/theme.ts';

const output = fileURLToPath(new URL('../web/src/theme/generated/theme.css', import.meta.url));

// On the server, emotion writes each global style as a <style> element in the markup.
const markup = renderToString(
  createElement(
    CacheProvider,
    { value: createCache({ key: 'mui' }) },
    createElement(ThemeProvider, { theme }, createElement(CssBaseline, { enableColorScheme: true })),
  ),
);
const rules = [...markup.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map(([, css]) => css);
if (rules.length === 0) throw new Error('MUI wrote no global styles: has ThemeProvider or CssBaseline changed?');

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${rules.join('\n')}\n`);
