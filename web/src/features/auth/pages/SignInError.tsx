import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import buttons from '@/ui/buttons.module.css';

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
    <Stack spacing={3}>
      <Typography>{i18n._(explanation)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {/* Plain links styled as buttons: a server component cannot hand NextLink to MUI's Button. */}
        <NextLink href={localePath(lang, '/login')} className={`${buttons.button} ${buttons.contained}`}>
          {i18n._(msg`Se connecter`)}
        </NextLink>
        <NextLink href={localePath(lang, '/')} className={`${buttons.button} ${buttons.outlined} ${buttons.primary}`}>
          {i18n._(msg`Retour à l’accueil`)}
        </NextLink>
      </Stack>
    </Stack>
  );
}
