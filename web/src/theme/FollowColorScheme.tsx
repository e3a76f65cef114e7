'use client';

import { useEffect } from 'react';
import { followColorScheme } from './colorScheme';

/**
 * Mounted once in the root layout, so every page follows the system preference and a choice made
 * in another tab, including pages without the theme switch (the embedded mini card, error pages).
 */
export function FollowColorScheme() {
  useEffect(followColorScheme, []);
  return null;
}
