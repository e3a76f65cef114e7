import { useSyncExternalStore } from 'react';
import { chooseColorScheme, shownColorScheme, subscribeToColorScheme, type ColorScheme } from './colorScheme';

/**
 * The colour scheme the page shows and a way to choose one. The server cannot know it, so the
 * scheme is undefined until the component mounts: hydration matches what the server sent.
 */
export function useColorScheme(): { scheme: ColorScheme | undefined; choose: (scheme: ColorScheme) => void } {
  const scheme = useSyncExternalStore(subscribeToColorScheme, shownColorScheme, () => undefined);
  return { scheme, choose: chooseColorScheme };
}
