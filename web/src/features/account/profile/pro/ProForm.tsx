'use client';

import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { UpdateProDocument, type ProFormFragment } from '@/graphql/generated/graphql';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useSaveForm } from '../../shared/useSaveForm';
import { compact, COMPANY_MAX, VAT_MAX } from '../profileRules';
import { useProfileRules } from '../useProfileRules';

interface ProValues {
  companyName: string;
  vatNumber: string;
  siret: string;
}

const valuesOf = (user: ProFormFragment): ProValues => ({
  companyName: user.pro?.companyName ?? '',
  vatNumber: user.pro?.vatNumber ?? '',
  siret: user.pro?.siret ?? '',
});

/** The company a professional buys for: its name, VAT number and SIRET go on their invoices. */
export function ProForm({ user }: { user: ProFormFragment }) {
  const { t } = useLingui();
  const rules = useProfileRules();
  const form = useForm<ProValues>({ values: valuesOf(user), resetOptions: { keepDirtyValues: true } });
  const [updatePro] = useMutation(UpdateProDocument);
  const { submit, failure } = useSaveForm(form, t`Vos informations professionnelles sont enregistrées.`);

  const save = async ({ companyName, vatNumber, siret }: ProValues) => {
    const { data } = await updatePro({
      variables: {
        input: {
          companyName: companyName.trim(),
          vatNumber: compact(vatNumber) || null,
          siret: compact(siret) || null,
        },
      },
    });
    return data ? valuesOf(data.updatePro) : { companyName, vatNumber, siret };
  };

  return (
    <SectionCard
      title={t`Informations professionnelles`}
      description={t`Seulement si vous achetez pour une entreprise : ces informations figureront sur vos factures.`}
    >
      <ProfileForm onSubmit={submit(save)} failure={failure} pending={form.formState.isSubmitting}>
        <FormTextField
          control={form.control}
          name="companyName"
          label={t`Raison sociale`}
          autoComplete="organization"
          required
          rules={{ ...rules.required(t`Saisissez le nom de l’entreprise.`), maxLength: rules.maxLength(COMPANY_MAX) }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={form.control}
          name="vatNumber"
          label={t`Numéro de TVA intracommunautaire`}
          rules={{ ...rules.vat, maxLength: rules.maxLength(VAT_MAX) }}
          helperText={t`Facultatif, exemple : FR12345678901`}
        />
        <FormTextField
          control={form.control}
          name="siret"
          label={t`SIRET`}
          rules={rules.siret}
          helperText={t`Facultatif, 14 chiffres`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </ProfileForm>
    </SectionCard>
  );
}
