'use client';

import { useLingui } from '@lingui/react/macro';
import { useColorScheme } from '@mui/material/styles';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { DARK_MODE_OUTLINED, LIGHT_MODE_OUTLINED } from '@/ui/icons';
import styles from './ThemeSwitch.module.css';

/**
 * Toggles dark mode. The stored choice wins over the system preference, and MUI saves it on
 * toggle. The server cannot know the scheme, so the icon is picked by CSS from the class that
 * InitColorSchemeScript sets before the first paint, and `aria-pressed` waits for the mount
 * (`mode` is undefined until then): nothing flashes and hydration matches.
 */
export function ThemeSwitch() {
  const { t } = useLingui();
  const { mode, systemMode, setMode } = useColorScheme();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <button
      type="button"
      className={buttons.iconButton}
      aria-label={t`Mode sombre`}
      aria-pressed={mode ? isDark : undefined}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      <Icon path={DARK_MODE_OUTLINED} className={styles.toDark} />
      <Icon path={LIGHT_MODE_OUTLINED} className={styles.toLight} />
    </button>
  );
}
