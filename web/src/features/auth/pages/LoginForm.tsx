'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { localePath, type Locale } from '@/i18n/locales';
import { Alert } from '@/ui/Alert';
import buttons from '@/ui/buttons.module.css';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { TextField } from '@/ui/TextField';
import { TextLink } from '@/ui/TextLink';
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
import forms from './forms.module.css';
import { OrDivider } from './OrDivider';

const SUBMIT = `${buttons.button} ${buttons.contained} ${buttons.raised} ${buttons.large}`;
const SECONDARY = `${buttons.button} ${buttons.text} ${buttons.primary}`;

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
        <Alert severity="info" className={forms.alert}>
          <Trans>Connectez-vous pour accéder à cette page.</Trans>
        </Alert>
      )}
      <IdentityAlert error={error} />
      <form noValidate onSubmit={signInWithPassword} className={forms.form}>
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
        <button type="submit" className={SUBMIT} disabled={pending}>
          <Trans>Se connecter</Trans>
        </button>
        <div className={forms.secondaryActions}>
          <button type="button" className={SECONDARY} onClick={resetPassword} disabled={pending}>
            <Trans>Mot de passe oublié ?</Trans>
          </button>
          <button type="button" className={SECONDARY} onClick={sendLink} disabled={pending}>
            <Trans>Recevoir un lien de connexion</Trans>
          </button>
        </div>
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
        <Trans>Pas encore de compte ?</Trans>{' '}
        <TextLink href={withCallbackUrl(localePath(lang, '/register'), params.get('callbackUrl'))}>
          <Trans>Créer un compte</Trans>
        </TextLink>
      </p>
    </div>
  );
}
