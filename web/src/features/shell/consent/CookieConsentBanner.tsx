'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type Ref } from 'react';
import buttons from '@/ui/buttons.module.css';
import styles from './CookieConsentBanner.module.css';

interface CookieConsentBannerProps {
  /**
   * Rendered before hydration: the style sheet shows it if no choice is stored, and its buttons
   * say they do not work yet (a click before React runs would be lost).
   */
  pending: boolean;
  ref: Ref<HTMLDivElement>;
  onAccept: () => void;
  onRefuse: () => void;
  /** Closed without choosing. */
  onClose: () => void;
}

/**
 * A non-modal dialog pinned to the bottom of the screen: the page stays usable behind it, and
 * Escape or the close button dismiss it without a choice. Plain elements, not MUI's: every new
 * visitor's first page paints it and hydrates it, when the main thread is busiest.
 */
export function CookieConsentBanner({ pending, ref, onAccept, onRefuse, onClose }: CookieConsentBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const notYet = pending || undefined;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className={styles.banner}
      data-pending={notYet}
    >
      <button
        type="button"
        aria-label={t`Fermer sans choisir`}
        aria-disabled={notYet}
        onClick={onClose}
        className={styles.close}
      >
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
      <p id={titleId} className={styles.title}>
        <Trans>Vos cookies, votre choix</Trans>
      </p>
      <div className={styles.text}>
        <p>
          <Trans>
            <strong>Utilisation.</strong> Nous utilisons des cookies pour mesurer la fréquentation du site et améliorer
            votre visite. Ceux qui sont nécessaires au fonctionnement (panier, connexion, thème) restent toujours
            actifs.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Usage commercial.</strong> Avec votre accord, des cookies publicitaires nous aident aussi à mesurer
            l’efficacité de nos annonces. Nous ne vendons jamais vos données.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Destinataires.</strong> Ces données sont destinées à l’équipe Ensemble et à ses prestataires de
            mesure d’audience et de publicité.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Conservation.</strong> Votre choix est conservé 3 jours. Vous pouvez le modifier à tout moment avec
            le lien « Paramètres des cookies » en bas de page.
          </Trans>
        </p>
      </div>
      <div className={styles.choices}>
        <button
          type="button"
          aria-disabled={notYet}
          onClick={onRefuse}
          className={`${buttons.button} ${buttons.outlined}`}
        >
          <Trans>Tout refuser</Trans>
        </button>
        <button
          type="button"
          aria-disabled={notYet}
          onClick={onAccept}
          className={`${buttons.button} ${buttons.contained}`}
        >
          <Trans>Tout accepter</Trans>
        </button>
      </div>
    </div>
  );
}
