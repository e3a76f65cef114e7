'use client';

import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The theme MUI components read (typography, shape, breakpoints, component overrides). Their
 * colours are the CSS variables of the global style sheet (scripts/theme-css.ts), and the colour
 * scheme is the <html> class that useColorScheme manages: this provider keeps no scheme state,
 * so any number of them (a page's, a lazily loaded menu's) agree with the top bar's switch.
 * MUI's own ThemeProvider would manage the scheme itself, once per instance.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
