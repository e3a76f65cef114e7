'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { UpdateContactDocument, type ContactFormFragment } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { FormTextField } from '../../shared/FormTextField';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import { useSaveForm } from '../../shared/useSaveForm';
import { CITY_MAX, LINE_MAX, NAME_MAX, optional } from '../profileRules';
import { useProfileRules } from '../useProfileRules';
import { countryOptions, DEFAULT_COUNTRY } from '@/i18n/countries';
import { nativeSelectSlotProps } from '@/ui/nativeSelect';

interface AddressValues {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
}

interface ContactValues {
  phone: string;
  address: AddressValues;
}

const valuesOf = (user: ContactFormFragment): ContactValues => {
  const address = user.contact?.address;
  return {
    phone: user.contact?.phone ?? '',
    address: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? DEFAULT_COUNTRY,
    },
  };
};

/**
 * The address is optional as a whole: once any of its lines is typed, the required ones are due.
 * The country has a default, so it does not count.
 */
const LINES = ['firstName', 'lastName', 'line1', 'line2', 'postalCode', 'city'] as const;
const addressStarted = (address: AddressValues) => LINES.some((line) => address[line].trim() !== '');

function addressInput(address: AddressValues) {
  if (!addressStarted(address)) return null;
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    line1: address.line1.trim(),
    line2: optional(address.line2),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    country: address.country,
  };
}

/** Phone and postal address, where orders are delivered by default. */
export function ContactForm({ user, lang }: { user: ContactFormFragment; lang: Locale }) {
  const { t } = useLingui();
  const rules = useProfileRules();
  const form = useForm<ContactValues>({ values: valuesOf(user), resetOptions: { keepDirtyValues: true } });
  const [updateContact] = useMutation(UpdateContactDocument);
  const { submit, failure } = useSaveForm(form, t`Vos coordonnées sont enregistrées.`);
  const countries = useMemo(() => countryOptions(lang, user.contact?.address?.country), [lang, user.contact]);

  const save = async (values: ContactValues) => {
    const { data } = await updateContact({
      variables: { input: { phone: optional(values.phone), address: addressInput(values.address) } },
    });
    return data ? valuesOf(data.updateContact) : values;
  };

  /** A line of the address that must be there once the address is started. */
  const requiredLine = (message: string, max: number, format?: (value: string) => true | string) => ({
    maxLength: rules.maxLength(max),
    validate: {
      required: (value: string, all: ContactValues) => !addressStarted(all.address) || value.trim() !== '' || message,
      ...(format ? { format } : {}),
    },
  });

  return (
    <SectionCard title={t`Coordonnées`} description={t`Pour vous joindre et vous livrer plus vite.`}>
      <ProfileForm onSubmit={submit(save)} failure={failure} pending={form.formState.isSubmitting}>
        <FormTextField
          control={form.control}
          name="phone"
          type="tel"
          label={t`Téléphone`}
          autoComplete="tel"
          rules={rules.phone}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <Typography component="h3" variant="subtitle1" sx={{ gridColumn: '1 / -1', fontWeight: 700, mt: 1 }}>
          <Trans>Adresse postale</Trans>
        </Typography>
        <FormTextField
          control={form.control}
          name="address.firstName"
          label={t`Prénom du destinataire`}
          autoComplete="shipping given-name"
          rules={requiredLine(t`Saisissez le prénom du destinataire.`, NAME_MAX)}
        />
        <FormTextField
          control={form.control}
          name="address.lastName"
          label={t`Nom du destinataire`}
          autoComplete="shipping family-name"
          rules={requiredLine(t`Saisissez le nom du destinataire.`, NAME_MAX)}
        />
        <FormTextField
          control={form.control}
          name="address.line1"
          label={t`Adresse`}
          autoComplete="shipping address-line1"
          rules={requiredLine(t`Saisissez le numéro et la rue.`, LINE_MAX)}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={form.control}
          name="address.line2"
          label={t`Complément d’adresse (facultatif)`}
          autoComplete="shipping address-line2"
          rules={{ maxLength: rules.maxLength(LINE_MAX) }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={form.control}
          name="address.postalCode"
          label={t`Code postal`}
          autoComplete="shipping postal-code"
          rules={requiredLine(t`Saisissez le code postal.`, 12, rules.postalCode.validate)}
        />
        <FormTextField
          control={form.control}
          name="address.city"
          label={t`Ville`}
          autoComplete="shipping address-level2"
          rules={requiredLine(t`Saisissez la ville.`, CITY_MAX)}
        />
        <FormTextField
          control={form.control}
          name="address.country"
          select
          label={t`Pays`}
          autoComplete="shipping country"
          slotProps={nativeSelectSlotProps}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        >
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </FormTextField>
      </ProfileForm>
    </SectionCard>
  );
}
