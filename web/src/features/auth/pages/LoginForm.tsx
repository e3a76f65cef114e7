'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { localePath, type Locale } from '@/i18n/locales';
import { EMAIL_LINK_RETURN_PATH } from '../identity/formRules';
import { useIdentity } from '../identity/loadIdentity';
import { useIdentityAction } from '../identity/useIdentityAction';
import { useIdentityFields } from '../identity/useIdentityFields';
import type { IdentityClientConfig } from '../server/identityConfig';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { withCallbackUrl } from '../callbackUrl';
import { FederatedSignInButton } from './FederatedSignInButton';
import { EmailField } from './EmailField';
import { IdentityAlert } from './IdentityAlert';
import { OrDivider } from './OrDivider';

interface LoginValues {
  email: string;
  password: string;
}

/** Spec section 2 /login: password, e-mail link, federated popup and forgotten password. */
export function LoginForm({ lang, config }: { lang: Locale; config: IdentityClientConfig }) {
  const { t } = useLingui();
  const notify = useNotify();
  const fields = useIdentityFields();
  const params = useSearchParams();
  const complete = useCompleteSignIn();
  const { pending, error, run } = useIdentityAction();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const { register, handleSubmit, trigger, getValues, formState } = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
  });
  const identity = useIdentity(config, lang);
  const { errors } = formState;

  const signInWithPassword = handleSubmit(({ email, password }) =>
    run(async () => {
      const { sdk, auth } = await identity.load();
      await complete((await sdk.signInWithEmailAndPassword(auth, email, password)).user, 'password');
    }),
  );

  // The link and reset buttons need the e-mail only: check that field alone.
  const withEmail = (step: (email: string) => Promise<void>) => async () => {
    if (await trigger('email')) await run(() => step(getValues('email')));
  };

  const sendLink = withEmail(async (email) => {
    const returnUrl = new URL(localePath(lang, EMAIL_LINK_RETURN_PATH), window.location.origin);
    const callbackUrl = params.get('callbackUrl');
    if (callbackUrl) returnUrl.searchParams.set('callbackUrl', callbackUrl);
    const { sdk, auth } = await identity.load();
    await sdk.sendEmailLink(auth, email, returnUrl.href);
    setLinkSentTo(email);
  });

  const resetPassword = withEmail(async (email) => {
    const { sdk, auth } = await identity.load();
    await sdk.sendPasswordReset(auth, email);
    notify(
      t`Si un compte existe pour ${email}, un e-mail pour choisir un nouveau mot de passe vient de lui être envoyé.`,
    );
  });

  if (linkSentTo) {
    return (
      <Alert severity="success" role="status">
        <Trans>
          Un lien de connexion a été envoyé à {linkSentTo}. Ouvrez-le dans ce navigateur pour vous connecter.
        </Trans>
      </Alert>
    );
  }

  return (
    <div {...identity.intent}>
      {params.get('error') === 'SessionRequired' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>Connectez-vous pour accéder à cette page.</Trans>
        </Alert>
      )}
      <IdentityAlert error={error} />
      <Box component="form" noValidate onSubmit={signInWithPassword}>
        <Stack spacing={2}>
          <EmailField registration={register('email', fields.email)} error={errors.email} />
          <TextField
            {...register('password', fields.password)}
            type="password"
            label={t`Mot de passe`}
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            <Trans>Se connecter</Trans>
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="text" onClick={resetPassword} disabled={pending} sx={{ px: 0.5 }}>
              <Trans>Mot de passe oublié ?</Trans>
            </Button>
            <Button variant="text" onClick={sendLink} disabled={pending} sx={{ px: 0.5 }}>
              <Trans>Recevoir un lien de connexion</Trans>
            </Button>
          </Stack>
        </Stack>
      </Box>
      <OrDivider />
      <FederatedSignInButton
        disabled={pending}
        onClick={() =>
          run(async () => {
            const { sdk, auth } = await identity.load();
            await complete(await sdk.signInWithGooglePopup(auth), 'federated');
          })
        }
      />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Trans>Pas encore de compte ?</Trans>{' '}
        <Link component={NextLink} href={withCallbackUrl(localePath(lang, '/register'), params.get('callbackUrl'))}>
          <Trans>Créer un compte</Trans>
        </Link>
      </Box>
    </div>
  );
}
