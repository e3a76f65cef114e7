'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../shared/SectionCard';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { CredentialContext } from './useCredentialChange';

/**
 * The e-mail and password forms, for sessions opened with the e-mail (password or link: the
 * identity service reports both as `password`). A session opened with Google has no password
 * here to confirm a change with, and its e-mail is Google's: it gets a sentence instead.
 */
export function SignInSection({
  context,
  signInProvider,
}: {
  context: CredentialContext;
  signInProvider: string | null;
}) {
  const { t } = useLingui();
  const email = context.email;
  if (signInProvider && signInProvider !== 'password') {
    return (
      <SectionCard title={t`Connexion`}>
        <Typography>
          <Trans>
            Vous vous connectez avec Google : votre adresse e-mail ({email}) et votre mot de passe se gèrent dans votre
            compte Google.
          </Trans>
        </Typography>
      </SectionCard>
    );
  }
  return (
    <>
      <ChangeEmailForm context={context} />
      <ChangePasswordForm context={context} />
    </>
  );
}
