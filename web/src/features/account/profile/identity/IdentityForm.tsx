'use client';

import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { UpdateIdentityDocument, type IdentityFormFragment } from '@/graphql/generated/graphql';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useSaveForm } from '../../shared/useSaveForm';
import { NAME_MAX, optional } from '../profileRules';
import { useProfileRules } from '../useProfileRules';

interface IdentityValues {
  firstName: string;
  lastName: string;
  birthDate: string;
}

const valuesOf = (user: IdentityFormFragment): IdentityValues => ({
  firstName: user.identity?.firstName ?? user.firstName ?? '',
  lastName: user.identity?.lastName ?? '',
  birthDate: user.identity?.birthDate ?? '',
});

/** First name (also the name the site greets the user with), last name and birth date. */
export function IdentityForm({ user }: { user: IdentityFormFragment }) {
  const { t } = useLingui();
  const rules = useProfileRules();
  const form = useForm<IdentityValues>({ values: valuesOf(user), resetOptions: { keepDirtyValues: true } });
  const [updateIdentity] = useMutation(UpdateIdentityDocument);
  const { submit, failure } = useSaveForm(form, t`Votre identité est enregistrée.`);

  const save = async ({ firstName, lastName, birthDate }: IdentityValues) => {
    const { data } = await updateIdentity({
      variables: {
        input: { firstName: firstName.trim(), lastName: optional(lastName), birthDate: optional(birthDate) },
      },
    });
    return data ? valuesOf(data.updateIdentity) : { firstName, lastName, birthDate };
  };

  return (
    <SectionCard title={t`Identité`} description={t`Votre prénom est le nom sous lequel le site vous salue.`}>
      <ProfileForm onSubmit={submit(save)} failure={failure} pending={form.formState.isSubmitting}>
        <FormTextField
          control={form.control}
          name="firstName"
          label={t`Prénom`}
          autoComplete="given-name"
          required
          rules={{ ...rules.required(t`Saisissez votre prénom.`), maxLength: rules.maxLength(NAME_MAX) }}
        />
        <FormTextField
          control={form.control}
          name="lastName"
          label={t`Nom`}
          autoComplete="family-name"
          rules={{ maxLength: rules.maxLength(NAME_MAX) }}
        />
        <FormTextField
          control={form.control}
          name="birthDate"
          type="date"
          label={t`Date de naissance`}
          autoComplete="bday"
          rules={rules.birthDate}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
        />
      </ProfileForm>
    </SectionCard>
  );
}
