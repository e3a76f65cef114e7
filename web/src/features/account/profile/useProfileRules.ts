'use client';

import { useLingui } from '@lingui/react/macro';
import {
  compact,
  DISCORD_CODE_PATTERN,
  isPlausibleBirthDate,
  PHONE_MAX,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  SIRET_PATTERN,
  VAT_PATTERN,
} from './profileRules';

/** The profile forms' rules, with their messages in the page's language. */
export function useProfileRules() {
  const { t } = useLingui();
  const maxLength = (value: number) => ({ value, message: t`${value} caractères au plus.` });
  return {
    required: (message: string) => ({ validate: (value: string) => value.trim() !== '' || message }),
    maxLength,
    birthDate: {
      validate: (value: string) =>
        value === '' || isPlausibleBirthDate(value) || t`Saisissez une date de naissance réelle, passée.`,
    },
    phone: {
      maxLength: maxLength(PHONE_MAX),
      validate: (value: string) =>
        value.trim() === '' ||
        PHONE_PATTERN.test(value.trim()) ||
        t`Ce numéro ne semble pas valide (exemple : +33 6 12 34 56 78).`,
    },
    postalCode: {
      validate: (value: string) =>
        value.trim() === '' || POSTAL_CODE_PATTERN.test(value.trim()) || t`Ce code postal ne semble pas valide.`,
    },
    vat: {
      validate: (value: string) =>
        value.trim() === '' ||
        VAT_PATTERN.test(compact(value)) ||
        t`Un numéro de TVA commence par le code du pays (exemple : FR12345678901).`,
    },
    siret: {
      validate: (value: string) =>
        value.trim() === '' || SIRET_PATTERN.test(compact(value)) || t`Le SIRET compte exactement 14 chiffres.`,
    },
    discordCode: {
      validate: (value: string) =>
        DISCORD_CODE_PATTERN.test(compact(value)) ||
        t`Le code compte 6 à 12 lettres majuscules et chiffres, comme le bot l’a donné.`,
    },
  };
}
