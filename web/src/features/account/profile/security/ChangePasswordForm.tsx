'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { IdentityAlert } from '@/features/auth/pages/IdentityAlert';
import { useIdentityFields } from '@/features/auth/identity/useIdentityFields';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useCredentialChange, type CredentialContext } from './useCredentialChange';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password with the identity service, after the current one. */
export function ChangePasswordForm({ context }: { context: CredentialContext }) {
  const { t } = useLingui();
  const notify = useNotify();
  const fields = useIdentityFields();
  const form = useForm<PasswordValues>({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { change, pending, error } = useCredentialChange(context, form);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const changed = await change(currentPassword, async (user) => {
      const { updatePassword } = await import('firebase/auth');
      await updatePassword(user, newPassword);
      return { email: context.email, password: newPassword };
    });
    if (changed) {
      form.reset();
      notify(t`Votre mot de passe est changé.`);
    }
  });

  return (
    <SectionCard
      title={t`Mot de passe`}
      description={t`Pas encore de mot de passe, parce que vous vous connectez par lien ? Choisissez-en un avec « Mot de passe oublié ? » sur la page de connexion.`}
    >
      <IdentityAlert error={error} />
      <ProfileForm
        onSubmit={submit}
        failure={null}
        pending={pending}
        submitLabel={<Trans>Changer de mot de passe</Trans>}
      >
        <FormTextField
          control={form.control}
          name="currentPassword"
          type="password"
          label={t`Mot de passe actuel`}
          autoComplete="current-password"
          required
          rules={fields.password}
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          type="password"
          label={t`Nouveau mot de passe`}
          autoComplete="new-password"
          required
          rules={{
            ...fields.newPassword,
            validate: (value, all) =>
              value !== all.currentPassword || t`Choisissez un mot de passe différent de l’actuel.`,
          }}
          helperText={t`Au moins 8 caractères.`}
        />
      </ProfileForm>
    </SectionCard>
  );
}
