'use client';

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { localePath, type Locale } from '@/i18n/locales';
import { Alert } from '@/ui/Alert';
import buttons from '@/ui/buttons.module.css';
import { Spinner } from '@/ui/Spinner';
import { Text } from '@/ui/Text';
import { TextLink } from '@/ui/TextLink';
import { storedEmailForLink } from '../identity/identitySteps';
import { loadIdentity, preloadSignIn } from '../identity/loadIdentity';
import { useIdentityAction } from '../identity/useIdentityAction';
import { useIdentityFields } from '../identity/useIdentityFields';
import type { IdentityClientConfig } from '../server/identityConfig';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { EmailField } from './EmailField';
import forms from './forms.module.css';
import { IdentityAlert } from './IdentityAlert';

type Stage = 'checking' | 'askEmail' | 'notALink';

/**
 * Spec sections 2 and 4: the return page of the e-mail link. It reads back the e-mail stored when
 * the link was sent; opened in another browser, where nothing is stored, it asks for it.
 */
export function EmailLinkSignIn({ lang, config }: { lang: Locale; config: IdentityClientConfig }) {
  const fields = useIdentityFields();
  const complete = useCompleteSignIn();
  const { pending, error, run } = useIdentityAction();
  const [stage, setStage] = useState<Stage>('checking');
  const started = useRef(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const signIn = (email: string): Promise<boolean> =>
    run(async () => {
      const { sdk, auth } = await loadIdentity(config, lang);
      await complete(await sdk.completeEmailLink(auth, email, window.location.href), 'email_link');
    });

  useEffect(() => {
    // React runs effects twice in development; a link's code works only once.
    if (started.current) return;
    started.current = true;
    preloadSignIn(config, lang);
    void loadIdentity(config, lang).then(
      ({ sdk, auth }) => {
        if (!sdk.isEmailLink(auth, window.location.href)) return setStage('notALink');
        const email = storedEmailForLink();
        if (!email) return setStage('askEmail');
        // On success the page navigates away: keep the progress shown until then.
        void signIn(email).then((signedIn) => !signedIn && setStage('askEmail'));
      },
      // The SDK did not load (offline): the form's own attempt will say so.
      () => setStage('askEmail'),
    );
    // Runs once, on the link the page was opened with.
  }, []);

  const loginLink = (
    <TextLink href={localePath(lang, '/login')}>
      <Trans>Retour à la connexion</Trans>
    </TextLink>
  );

  if (stage === 'notALink') {
    return (
      <>
        <Alert severity="warning" className={forms.alert}>
          <Trans>Ce lien de connexion est incomplet. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.</Trans>
        </Alert>
        {loginLink}
      </>
    );
  }
  if (stage === 'checking' || (pending && !error)) {
    return (
      <div role="status" className={forms.progress}>
        <Spinner size="medium" />
        <Text>
          <Trans>Connexion en cours…</Trans>
        </Text>
      </div>
    );
  }
  return (
    <>
      <IdentityAlert error={error} />
      {!error && (
        <Text className={forms.intro}>
          <Trans>
            Ce lien a été ouvert dans un autre navigateur que celui de la demande. Confirmez l’adresse e-mail qui l’a
            reçu pour vous connecter.
          </Trans>
        </Text>
      )}
      <form noValidate onSubmit={handleSubmit(({ email }) => signIn(email))} className={forms.form}>
        <EmailField registration={register('email', fields.email)} error={formState.errors.email} />
        <button
          type="submit"
          className={`${buttons.button} ${buttons.contained} ${buttons.raised} ${buttons.large}`}
          disabled={pending}
        >
          <Trans>Se connecter</Trans>
        </button>
      </form>
      <p className={forms.footer}>{loginLink}</p>
    </>
  );
}
