'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { theme, THEME_STORAGE_KEY } from './theme';

export function ThemeRegistry({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      {/* The theme's CSS variables are a style sheet written by the build (scripts/theme-variables.ts). */}
      <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} defaultMode="system" disableStyleSheetGeneration>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
