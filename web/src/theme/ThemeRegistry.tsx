'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { MuiTheme } from './MuiTheme';

/**
 * For the pages that render MUI components on the server (sign-in, support, account, basket,
 * checkout, orders): their styles are collected during the render and sent in the HTML.
 */
export function ThemeRegistry({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <MuiTheme>{children}</MuiTheme>
    </AppRouterCacheProvider>
  );
}
