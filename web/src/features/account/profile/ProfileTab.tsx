'use client';

import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import type { IdentityClientConfig } from '@/features/auth/server/identityConfig';
import { AccountProfileDocument } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import { LoadError } from '../shared/LoadError';
import { ContactForm } from './contact/ContactForm';
import { DeleteAccountSection } from './danger/DeleteAccountSection';
import { DiscordSection } from './discord/DiscordSection';
import { IdentityForm } from './identity/IdentityForm';
import { LanguageForm } from './language/LanguageForm';
import { PictureSection } from './picture/PictureSection';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProForm } from './pro/ProForm';
import { SignInSection } from './security/SignInSection';

/** The profile tab: one section per kind of information, each saved on its own. */
export function ProfileTab({
  lang,
  config,
  signInProvider,
}: {
  lang: Locale;
  config: IdentityClientConfig;
  signInProvider: string | null;
}) {
  const { data, error, refetch } = useQuery(AccountProfileDocument);
  const user = data?.viewer;
  // A missing user record is being created by useViewer (top bar): a retry then finds it.
  if (!user) return error || data ? <LoadError onRetry={() => void refetch()} /> : <ProfileSkeleton />;
  return (
    <Stack spacing={3}>
      <PictureSection user={user} />
      <IdentityForm user={user} />
      <ContactForm user={user} lang={lang} />
      <ProForm user={user} />
      <LanguageForm lang={lang} saved={user.lang} />
      <SignInSection context={{ config, lang, email: user.email }} signInProvider={signInProvider} />
      <DiscordSection user={user} />
      <DeleteAccountSection lang={lang} />
    </Stack>
  );
}
