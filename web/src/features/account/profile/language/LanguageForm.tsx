'use client';

import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { nativeSelectSlotProps } from '@/ui/nativeSelect';
import { SetLanguageDocument, type Language } from '@/graphql/generated/graphql';
import { graphqlLanguage, LOCALES, type Locale } from '@/i18n/locales';
import { accountTabPath } from '../../accountTabRoute';
import { ProfileForm } from '../../shared/ProfileForm';
import { SectionCard } from '../../shared/SectionCard';
import type { FormFailure } from '../../shared/useSaveForm';
import { saveFailureOf } from '../../shared/saveFailure';

// Each language is named in itself, as in the top bar's language menu.
const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/**
 * The language of the site and of its e-mails. Saving it reopens this page in that language;
 * the choice is applied at each sign-in, on any device. A button confirms the choice rather than
 * the select itself, so moving through the options never reloads the page.
 */
export function LanguageForm({ lang, saved }: { lang: Locale; saved: Language }) {
  const { t } = useLingui();
  const notify = useNotify();
  const router = useRouter();
  const [chosen, setChosen] = useState<Locale>(saved === 'EN' ? 'en' : 'fr');
  const [failure, setFailure] = useState<FormFailure>(null);
  const [setLanguage, { loading }] = useMutation(SetLanguageDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await setLanguage({ variables: { lang: graphqlLanguage(chosen) } });
      if (chosen !== lang) router.push(accountTabPath(chosen, 'profile'));
      else notify(t`Votre langue est enregistrée.`);
    } catch (error) {
      setFailure(saveFailureOf(error).kind === 'session' ? 'session' : 'failed');
    }
  };

  return (
    <SectionCard title={t`Langue`} description={t`La langue du site et des e-mails que nous vous envoyons.`}>
      <ProfileForm onSubmit={submit} failure={failure} pending={loading}>
        <TextField
          id="language"
          select
          label={t`Langue préférée`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as Locale)}
          slotProps={nativeSelectSlotProps}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </TextField>
      </ProfileForm>
    </SectionCard>
  );
}
