'use client';

import { useEffect } from 'react';
import { subscribeToColorScheme } from './colorScheme';

/**
 * For a page without the theme switch (the embedded mini card): the scheme still follows the
 * system preference and a choice made in another tab, as on every page of the site.
 */
export function FollowColorScheme() {
  useEffect(() => subscribeToColorScheme(() => {}), []);
  return null;
}
