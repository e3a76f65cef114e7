'use client';

import { useViewer } from '@/features/auth/useViewer';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import type { Locale } from '@/i18n/locales';
import { UserAreaPlaceholder } from './UserAreaPlaceholder';
import { UserMenu } from './UserMenu';

function ViewerMenu({ lang }: { lang: Locale }) {
  const { viewer } = useViewer();
  if (!viewer) return <UserAreaPlaceholder />;
  return <UserMenu lang={lang} viewer={viewer} />;
}

/** The signed-in user area, with the GraphQL client it needs to read the user. */
export function SignedInUserArea({ lang }: { lang: Locale }) {
  return (
    <ApolloProvider>
      <ViewerMenu lang={lang} />
    </ApolloProvider>
  );
}
