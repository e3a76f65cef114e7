// Writes the theme's CSS variables, both colour schemes, to a style sheet the root layout
// imports. MUI's ThemeProvider would otherwise write the same 22 KB in the browser on every
// render of the root and hash it during hydration; as a build output it is plain CSS that Next
// inlines with the other style sheets. Run by the web app's build.
import { serializeStyles } from '@emotion/serialize';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from '../web/src/theme/theme.ts';

const output = fileURLToPath(new URL('../web/src/theme/generated/theme-variables.css', import.meta.url));
mkdirSync(dirname(output), { recursive: true });
const sheets = theme.generateStyleSheets().map((sheet) => serializeStyles([sheet]).styles);
writeFileSync(output, `${sheets.join('\n')}\n`);
