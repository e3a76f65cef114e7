'use client';

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import { useRef } from 'react';
import type { Locale } from '@/i18n/locales';
import { useLocalBasket } from '../local/localBasketStore';
import { BasketLoading, EmptyBasket } from './BasketStates';

/**
 * The height the basket's area keeps whatever it shows: the loading state's. The server renders
 * that state (the basket lives in the browser or behind the session), so an empty basket or an
 * error shown in its place leaves the footer where it was instead of pulling it up (a layout
 * shift Lighthouse counted on phones).
 */
const STATE_MIN_HEIGHT = 340;

// With the GraphQL client and the basket's forms: the page's first load leaves them out (a phone's
// main thread was busy with them when Lighthouse measured an empty basket).
const BasketContents = dynamic(() => import('./BasketContents').then((module) => module.BasketContents), {
  loading: () => <BasketLoading />,
});

/** The basket page: what the shopper's basket holds, or that it is empty. */
export function BasketPage({ lang }: { lang: Locale }) {
  const { status } = useSession();
  const local = useLocalBasket();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A visitor's empty basket is known without the server: nothing to read, nothing to load.
  const hasBasket = status === 'authenticated' || local.items.length > 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ outline: 'none' }}>
        <Trans>Mon panier</Trans>
      </Typography>
      <Box sx={{ display: 'grid', alignContent: 'start', minHeight: STATE_MIN_HEIGHT }}>
        {status === 'loading' ? (
          <BasketLoading />
        ) : hasBasket ? (
          // The removed line took the focus with it: give it to the page's heading.
          <BasketContents lang={lang} onLineRemoved={() => headingRef.current?.focus()} />
        ) : (
          <EmptyBasket lang={lang} />
        )}
      </Box>
    </Container>
  );
}
