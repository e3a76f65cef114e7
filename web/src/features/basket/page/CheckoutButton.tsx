'use client';

import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { withCallbackUrl } from '@/features/auth/callbackUrl';
import { CheckBasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import type { BasketView, GroupView } from '../basketView';
import { basketFailure, type BasketFailure } from '../server/basketErrors';
import { CheckoutProblem } from './CheckoutProblem';
import type { BasketActions } from './useBasketActions';

/**
 * "Commander" for one campaign: visitors sign in first (and come back here); signed-in users get
 * the lines checked (`checkBasket`) before the checkout page, and any problem explained here.
 */
export function CheckoutButton({
  group,
  basket,
  signedIn,
  actions,
  lang,
}: {
  group: GroupView;
  basket: BasketView;
  signedIn: boolean;
  actions: BasketActions;
  lang: Locale;
}) {
  const client = useApolloClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<BasketFailure | 'NO_COUNTRY' | null>(null);
  const basketPath = localePath(lang, '/basket');

  if (!signedIn) {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button
          component={IntentLink}
          href={withCallbackUrl(localePath(lang, '/login'), basketPath)}
          variant="contained"
        >
          <Trans>Se connecter pour commander</Trans>
        </Button>
      </Box>
    );
  }

  const check = async () => {
    if (!basket.deliveryCountry) return setProblem('NO_COUNTRY');
    setPending(true);
    setProblem(null);
    try {
      await client.mutate({
        mutation: CheckBasketDocument,
        variables: { campaignId: group.campaignId, lang: graphqlLanguage(lang) },
      });
      router.push(localePath(lang, `/checkout/${encodeURIComponent(group.campaignId)}`));
    } catch (error) {
      setProblem(basketFailure(error));
      setPending(false);
    }
  };

  // An expired basket lives again once changed: setting a line to its own quantity is a change.
  const renew = async () => {
    const line = group.lines[0];
    if (!line) return;
    setPending(true);
    const failure = await actions.setQuantity(line, line.quantity);
    setPending(false);
    setProblem(failure);
    if (!failure) void check();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {problem && (
        <CheckoutProblem
          failure={problem}
          onRemoveCampaign={() => void actions.removeCampaign(group)}
          onRenew={() => void renew()}
        />
      )}
      <Button variant="contained" onClick={() => void check()} loading={pending} sx={{ justifySelf: 'start' }}>
        <Trans>Commander ces articles</Trans>
      </Button>
    </Box>
  );
}
