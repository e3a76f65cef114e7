'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IdentityAlert } from '@/features/auth/pages/IdentityAlert';
import { useIdentityFields } from '@/features/auth/identity/useIdentityFields';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { UpdateEmailDocument } from '@/graphql/generated/graphql';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useCredentialChange, type CredentialContext } from './useCredentialChange';

interface EmailValues {
  newEmail: string;
  currentPassword: string;
}

/**
 * Changes the sign-in e-mail with the identity service, then records it on the user (the
 * `updateEmail` mutation checks that the new token carries it). Should that second step fail,
 * the identity already uses the new address: the form offers to record it again.
 */
export function ChangeEmailForm({ context }: { context: CredentialContext }) {
  const { t } = useLingui();
  const notify = useNotify();
  const fields = useIdentityFields();
  const form = useForm<EmailValues>({ defaultValues: { newEmail: '', currentPassword: '' } });
  const { change, pending, error } = useCredentialChange(context, form);
  const [recordEmail, recording] = useMutation(UpdateEmailDocument);
  const [unrecorded, setUnrecorded] = useState<string | null>(null);
  const currentEmail = context.email;

  const record = async (email: string, idToken?: string) => {
    try {
      // Right after the change the session's new token may not have reached Apollo's link yet.
      const headers = idToken ? { authorization: `Bearer ${idToken}` } : undefined;
      await recordEmail({ variables: { email }, context: { headers } });
      setUnrecorded(null);
      form.reset();
      notify(t`Votre adresse e-mail est changée : connectez-vous désormais avec ${email}.`);
    } catch {
      setUnrecorded(email);
    }
  };

  const submit = form.handleSubmit(async ({ newEmail, currentPassword }) => {
    const email = newEmail.trim();
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('newEmail', { message: t`C’est déjà votre adresse e-mail.` }, { shouldFocus: true });
      return;
    }
    const idToken = await change(currentPassword, async (user) => {
      const { updateEmail } = await import('firebase/auth');
      await updateEmail(user, email);
      return { email, password: currentPassword };
    });
    if (idToken) await record(email, idToken);
  });

  return (
    <SectionCard
      title={t`Adresse e-mail`}
      description={
        <Trans>Vous vous connectez avec {currentEmail}. Votre mot de passe actuel confirme le changement.</Trans>
      }
    >
      <IdentityAlert error={error} />
      {unrecorded && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" loading={recording.loading} onClick={() => void record(unrecorded)}>
              <Trans>Réessayer</Trans>
            </Button>
          }
        >
          <Trans>
            Vous vous connectez désormais avec {unrecorded}, mais votre compte n’a pas encore pu l’enregistrer.
          </Trans>
        </Alert>
      )}
      <ProfileForm onSubmit={submit} failure={null} pending={pending} submitLabel={<Trans>Changer d’adresse</Trans>}>
        <FormTextField
          control={form.control}
          name="newEmail"
          type="email"
          label={t`Nouvelle adresse e-mail`}
          autoComplete="email"
          required
          rules={fields.email}
        />
        <FormTextField
          control={form.control}
          name="currentPassword"
          type="password"
          label={t`Mot de passe actuel`}
          autoComplete="current-password"
          required
          rules={fields.password}
        />
      </ProfileForm>
    </SectionCard>
  );
}
