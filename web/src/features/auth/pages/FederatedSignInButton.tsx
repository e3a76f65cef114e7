'use client';

import { Trans } from '@lingui/react/macro';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';

// The path of @mui/icons-material's Google, here rather than in `@/ui/icons`, whose exports every
// page's bundle carries whole.
const GOOGLE =
  'M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z';

/** Spec section 1: the popup sign-in with a federated provider (Google). */
export function FederatedSignInButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.outlined} ${buttons.primary} ${buttons.large} ${buttons.fullWidth}`}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={buttons.startIcon}>
        <Icon path={GOOGLE} size="inherit" />
      </span>
      <Trans>Continuer avec Google</Trans>
    </button>
  );
}
