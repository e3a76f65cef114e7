'use client';

import { Plural, Trans } from '@lingui/react/macro';
import type { MergeOutcome } from './loginMerge';

export type ChangedLine = MergeOutcome & { label: string | null; campaignTitle: string | null };

function Change({ line }: { line: ChangedLine }) {
  const quantity = line.quantity;
  const requested = line.requested;
  if (line.result === 'CAPPED') {
    return (
      <Trans>
        quantité ramenée de {requested} à {quantity} (stock restant)
      </Trans>
    );
  }
  switch (line.reason) {
    case 'CAMPAIGN_UNAVAILABLE':
      return <Trans>retiré : la campagne n’est plus ouverte</Trans>;
    case 'SOLD_OUT':
      return <Trans>retiré : épuisé</Trans>;
    case 'OPTION_UNAVAILABLE':
      return <Trans>retiré : une option choisie n’est plus proposée</Trans>;
    default:
      return <Trans>retiré : ce pack n’est plus proposé</Trans>;
  }
}

/** After the login merge: the local lines that could not come whole into the account's basket. */
export function MergeNotice({ lines }: { lines: ChangedLine[] }) {
  return (
    <div>
      <Plural
        value={lines.length}
        one="Votre panier a été ajouté à votre compte, avec un changement :"
        other="Votre panier a été ajouté à votre compte, avec # changements :"
      />
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {lines.map((line, index) => (
          <li key={index}>
            {line.label ?? <Trans>Un pack</Trans>}
            {line.campaignTitle ? ` (${line.campaignTitle})` : ''} — <Change line={line} />
          </li>
        ))}
      </ul>
    </div>
  );
}
