'use client';

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmationDialog } from '@/ui/dialogs/ConfirmationDialog';
import { TitledSection } from '@/ui/TitledSection';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import type { BasketView } from '../basketView';
import { clearLocalBasket } from '../local/localBasketStore';
import { mergeChanges } from '../merge/loginMerge';
import { useLocalBasketMerge } from '../merge/useLocalBasketMerge';

interface KeptLocalLinesProps {
  kept: BasketView;
  /** The lines went (added or discarded), and the focus with this section. */
  onGone: () => void;
}

/**
 * The lines added in this browser before signing in, which the account's own basket won over
 * (spec section 4 merges only into an empty one): the shopper adds them to it, through the same
 * merge (once per local basket, capping what no longer fits), or lets them go.
 */
export function KeptLocalLines({ kept, onGone }: KeptLocalLinesProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const merge = useLocalBasketMerge();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const add = async () => {
    setAdding(true);
    try {
      const report = await merge({ intoFilled: true });
      // Capped or dropped lines have their own notice.
      if (mergeChanges(report).length === 0) notify(t`Les articles ont été ajoutés à votre panier.`);
      onGone();
    } catch {
      notify(t`Les articles n’ont pas pu être ajoutés. Réessayez.`, 'error');
    } finally {
      setAdding(false);
    }
  };

  const discard = () => {
    setConfirming(false);
    clearLocalBasket();
    notify(t`Les articles ajoutés avant la connexion ont été retirés.`);
    onGone();
  };

  const count = kept.itemCount;
  return (
    <TitledSection title={<Trans>Ajoutés avant votre connexion</Trans>}>
      <Typography sx={{ color: 'text.secondary' }}>
        <Plural
          value={count}
          one="Cet article, choisi dans ce navigateur, n’est pas dans le panier de votre compte :"
          other="Ces # articles, choisis dans ce navigateur, ne sont pas dans le panier de votre compte :"
        />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {kept.groups.flatMap((group) =>
          group.lines.map((line) => (
            <li key={`${group.campaignId}:${line.id}`}>
              {line.packLabel || t`Un pack`}
              {line.optionLabels.length > 0 && ` (${line.optionLabels.map((label) => label.value).join(', ')})`} ×{' '}
              {line.quantity} — {group.campaignTitle}
            </li>
          )),
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <Button variant="contained" onClick={() => void add()} loading={adding}>
          <Plural value={count} one="L’ajouter à mon panier" other="Les ajouter à mon panier" />
        </Button>
        <Button variant="text" color="inherit" onClick={() => setConfirming(true)} disabled={adding}>
          <Plural value={count} one="Le retirer" other="Les retirer" />
        </Button>
      </Box>
      <ConfirmationDialog
        open={confirming}
        text={
          <Plural
            value={count}
            one="Retirer cet article de ce navigateur ? Le panier de votre compte ne change pas."
            other="Retirer ces # articles de ce navigateur ? Le panier de votre compte ne change pas."
          />
        }
        yesLabel={<Trans>Retirer</Trans>}
        noLabel={<Trans>Annuler</Trans>}
        onYes={discard}
        onNo={() => setConfirming(false)}
      />
    </TitledSection>
  );
}
