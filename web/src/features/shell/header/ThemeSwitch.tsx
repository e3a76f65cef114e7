'use client';

import { useLingui } from '@lingui/react/macro';
import { useColorScheme } from '@/theme/useColorScheme';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { DARK_MODE_OUTLINED, LIGHT_MODE_OUTLINED } from '@/ui/icons';
import styles from './ThemeSwitch.module.css';

/**
 * Toggles dark mode. The stored choice wins over the system preference, and is saved on toggle.
 * The server cannot know the scheme, so the icon is picked by CSS from the class that
 * InitColorSchemeScript sets before the first paint, and `aria-pressed` waits for the mount:
 * nothing flashes and hydration matches.
 */
export function ThemeSwitch() {
  const { t } = useLingui();
  const { scheme, choose } = useColorScheme();
  return (
    <button
      type="button"
      className={buttons.iconButton}
      aria-label={t`Mode sombre`}
      aria-pressed={scheme ? scheme === 'dark' : undefined}
      onClick={() => choose(scheme === 'dark' ? 'light' : 'dark')}
    >
      <Icon path={DARK_MODE_OUTLINED} className={styles.toDark} />
      <Icon path={LIGHT_MODE_OUTLINED} className={styles.toLight} />
    </button>
  );
}
