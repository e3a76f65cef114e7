'use client';

import { useViewer } from '@/features/auth/useViewer';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import type { Locale } from '@/i18n/locales';
import { MuiTheme } from '@/theme/MuiTheme';
import { UserAreaPlaceholder } from './UserAreaPlaceholder';
import { UserMenu } from './UserMenu';

function ViewerMenu({ lang }: { lang: Locale }) {
  const { viewer } = useViewer();
  if (!viewer) return <UserAreaPlaceholder />;
  return <UserMenu lang={lang} viewer={viewer} />;
}

/** The signed-in user area, with the GraphQL client it needs to read the user and MUI's theme for its menu. */
export function SignedInUserArea({ lang }: { lang: Locale }) {
  return (
    <ApolloProvider>
      <MuiTheme>
        <ViewerMenu lang={lang} />
      </MuiTheme>
    </ApolloProvider>
  );
}
