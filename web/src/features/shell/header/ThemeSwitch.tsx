'use client';

import { useLingui } from '@lingui/react/macro';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

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
    <IconButton
      color="inherit"
      aria-label={t`Mode sombre`}
      aria-pressed={mode ? isDark : undefined}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      sx={(theme) => ({
        '& .theme-icon-light': { display: 'none' },
        ...theme.applyStyles('dark', {
          '& .theme-icon-light': { display: 'inline-block' },
          '& .theme-icon-dark': { display: 'none' },
        }),
      })}
    >
      <DarkModeIcon className="theme-icon-dark" />
      <LightModeIcon className="theme-icon-light" />
    </IconButton>
  );
}
