'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { localePath, type Locale } from '@/i18n/locales';
import { withCallbackUrl } from '../callbackUrl';
import { PASSWORD_MIN_LENGTH } from '../identity/formRules';
import { useIdentity } from '../identity/loadIdentity';
import { useIdentityAction } from '../identity/useIdentityAction';
import { useIdentityFields } from '../identity/useIdentityFields';
import type { IdentityClientConfig } from '../server/identityConfig';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { FederatedSignInButton } from './FederatedSignInButton';
import { EmailField } from './EmailField';
import { IdentityAlert } from './IdentityAlert';
import { OrDivider } from './OrDivider';

interface RegisterValues {
  firstName: string;
  email: string;
  password: string;
}

/** Spec section 2 /register: an account with an e-mail and a password, or through the popup. */
export function RegisterForm({ lang, config }: { lang: Locale; config: IdentityClientConfig }) {
  const { t } = useLingui();
  const fields = useIdentityFields();
  const callbackUrl = useSearchParams().get('callbackUrl');
  const complete = useCompleteSignIn();
  const { pending, error, run } = useIdentityAction();
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    defaultValues: { firstName: '', email: '', password: '' },
  });
  const identity = useIdentity(config, lang);
  const { errors } = formState;

  const createAccount = handleSubmit(({ firstName, email, password }) =>
    run(async () => {
      const { sdk, auth } = await identity.load();
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      await complete(user, 'password', firstName.trim());
    }),
  );

  return (
    <div {...identity.intent}>
      <IdentityAlert error={error} />
      <Box component="form" noValidate onSubmit={createAccount}>
        <Stack spacing={2}>
          <TextField
            {...register('firstName', fields.firstName)}
            label={t`Prénom`}
            autoComplete="given-name"
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message}
          />
          <EmailField registration={register('email', fields.email)} error={errors.email} />
          <TextField
            {...register('password', fields.newPassword)}
            type="password"
            label={t`Mot de passe`}
            autoComplete="new-password"
            required
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? t`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            <Trans>Créer mon compte</Trans>
          </Button>
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
        <Trans>Déjà un compte ?</Trans>{' '}
        <Link component={NextLink} href={withCallbackUrl(localePath(lang, '/login'), callbackUrl)}>
          <Trans>Se connecter</Trans>
        </Link>
      </Box>
    </div>
  );
}
