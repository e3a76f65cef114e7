'use client';

import { useLingui } from '@lingui/react/macro';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { MENU } from '@/ui/icons';

// The drawer's code (MUI's Drawer and modal machinery, the list) loads on the first open: every
// page's first load stays lighter, and the drawer's links are in the footer for crawlers anyway.
const NavigationDrawerPanel = dynamic(
  () => import('./NavigationDrawerPanel').then((module) => module.NavigationDrawerPanel),
  { ssr: false },
);

/** The menu button of the top bar and the side drawer it opens. */
export function NavigationDrawer({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        className={`${buttons.iconButton} ${buttons.edgeStart}`}
        aria-label={t`Menu`}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon path={MENU} />
      </button>
      {requested && <NavigationDrawerPanel lang={lang} id={drawerId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
