'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { track } from '@/features/analytics/track';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { SHARE_OUTLINED } from '@/ui/icons';

/**
 * Shares the page: the system's share sheet where the browser has one (phones), else the link
 * copied to the clipboard. The `share` event names which (spec section 7).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const notify = useNotify();

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        track('share', { method: 'web_share' });
      } catch {
        // Closing the share sheet is no failure worth telling.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      track('share', { method: 'copy_link' });
      notify(t`Lien copié : collez-le où vous voulez le partager.`);
    } catch {
      notify(t`Le lien n’a pas pu être copié. Copiez l’adresse de la page.`, 'warning');
    }
  };

  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.outlined} ${buttons.primary} ${buttons.large}`}
      onClick={() => void share()}
    >
      <span className={buttons.startIcon}>
        <Icon path={SHARE_OUTLINED} size="inherit" />
      </span>
      <Trans>Partager</Trans>
    </button>
  );
}
