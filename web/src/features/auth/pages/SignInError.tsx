import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Text } from '@/ui/Text';
import styles from './SignInError.module.css';

// next-auth's error codes (its `pages.error`): a wrong setting of the server, a refused sign-in,
// a used or expired link; any other code reads as the general case.
const EXPLANATIONS: Record<string, MessageDescriptor> = {
  Configuration: msg`La connexion est momentanément indisponible. Réessayez dans quelques minutes.`,
  AccessDenied: msg`Cette connexion a été refusée.`,
  Verification: msg`Ce lien de connexion a déjà servi ou a expiré. Demandez-en un nouveau.`,
};
const DEFAULT_EXPLANATION = msg`La connexion n’a pas abouti. Réessayez.`;

/** What went wrong while signing in, in words, and the ways on: try again, or go shopping. */
export function SignInError({ lang, code }: { lang: Locale; code: string | undefined }) {
  const i18n = initLingui(lang);
  const explanation = (code && Object.hasOwn(EXPLANATIONS, code) && EXPLANATIONS[code]) || DEFAULT_EXPLANATION;
  return (
    <div className={styles.content}>
      <Text>{i18n._(explanation)}</Text>
      <div className={styles.actions}>
        <IntentLink href={localePath(lang, '/login')} className={`${buttons.button} ${buttons.contained}`}>
          {i18n._(msg`Se connecter`)}
        </IntentLink>
        <IntentLink href={localePath(lang, '/')} className={`${buttons.button} ${buttons.outlined} ${buttons.primary}`}>
          {i18n._(msg`Retour à l’accueil`)}
        </IntentLink>
      </div>
    </div>
  );
}
