'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { localePath, type Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { TextField } from '@/ui/TextField';
import { TextLink } from '@/ui/TextLink';
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
import forms from './forms.module.css';
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
      <form noValidate onSubmit={createAccount} className={forms.form}>
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
        <button
          type="submit"
          className={`${buttons.button} ${buttons.contained} ${buttons.raised} ${buttons.large}`}
          disabled={pending}
        >
          <Trans>Créer mon compte</Trans>
        </button>
      </form>
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
      <p className={forms.footer}>
        <Trans>Déjà un compte ?</Trans>{' '}
        <TextLink href={withCallbackUrl(localePath(lang, '/login'), callbackUrl)}>
          <Trans>Se connecter</Trans>
        </TextLink>
      </p>
    </div>
  );
}
