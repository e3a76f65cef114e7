'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useState } from 'react';
import { EstimatedDelivery } from '@/ui/EstimatedDelivery';
import { ConfirmationDialog } from '@/ui/dialogs/ConfirmationDialog';
import type { Locale } from '@/i18n/locales';
import type { LineView } from '../basketView';
import { OptionValue } from '../OptionValue';
import { formatMoney } from '@/i18n/money';
import { QuantityStepper } from './QuantityStepper';

const IMAGE_SIZE = 64;

/** One basket line: the pack and its option values, a quantity stepper, remove, the line's total. */
export function BasketLineRow({
  line,
  lang,
  onQuantity,
}: {
  line: LineView;
  lang: Locale;
  /** Resolves once the change is done (or refused). */
  onQuantity: (line: LineView, quantity: number) => Promise<void>;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const label = line.packLabel || t`Pack indisponible`;

  const change = async (quantity: number) => {
    if (quantity <= 0) return setConfirming(true);
    setPending(true);
    await onQuantity(line, quantity);
    setPending(false);
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 2,
        // Packs without a picture use the whole width.
        gridTemplateColumns: line.imageUrl ? `${IMAGE_SIZE}px minmax(0, 1fr)` : 'minmax(0, 1fr)',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      {line.imageUrl && (
        <Box sx={{ width: IMAGE_SIZE, height: IMAGE_SIZE, borderRadius: 2, overflow: 'hidden' }}>
          {/* Sized to its box (no layout shift), lazy: a long basket loads its pictures as they scroll in. */}
          <Image
            src={line.imageUrl}
            alt={t`Photo du pack « ${label} »`}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            style={{ objectFit: 'cover', display: 'block' }}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <div>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            {line.optionLabels.map((choice) => (
              <Typography key={choice.option} variant="body2" sx={{ color: 'text.secondary' }}>
                <OptionValue option={choice.option} value={choice.value} />
              </Typography>
            ))}
            {line.unavailable ? (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                <Trans>Ce pack ou l’une de ses options n’est plus proposé : retirez-le.</Trans>
              </Typography>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <UnitPrice cents={line.unitCents} lang={lang} />
              </Typography>
            )}
            {line.deliveryMonth && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <EstimatedDelivery month={line.deliveryMonth} lang={lang} />
              </Typography>
            )}
          </div>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(line.lineCents, lang)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {!line.unavailable && (
            <QuantityStepper
              quantity={line.quantity}
              max={line.stockLeft}
              label={label}
              disabled={pending}
              onChange={(quantity) => void change(quantity)}
            />
          )}
          <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
            <Trans>Retirer</Trans>
          </Button>
        </Box>
      </Box>
      <ConfirmationDialog
        open={confirming}
        title={<Trans>Retirer du panier</Trans>}
        text={<Trans>Retirer « {label} » de votre panier ?</Trans>}
        onYes={() => {
          setConfirming(false);
          void onQuantity(line, 0);
        }}
        onNo={() => setConfirming(false)}
      />
    </Box>
  );
}

function UnitPrice({ cents, lang }: { cents: number; lang: Locale }) {
  const price = formatMoney(cents, lang);
  return <Trans>{price} l’unité</Trans>;
}
