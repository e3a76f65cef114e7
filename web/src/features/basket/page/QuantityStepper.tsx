'use client';

import { useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { MAX_LINE_QUANTITY } from '../local/localBasket';

/**
 * − quantity +, as two buttons around the figure. Going under 1 asks the caller (which confirms
 * the removal); `max` is the stock left, when known.
 */
export function QuantityStepper({
  quantity,
  max,
  label,
  disabled,
  onChange,
}: {
  quantity: number;
  max: number | null;
  /** The pack, read in the buttons' names. */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const ceiling = Math.min(max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return (
    <Box
      role="group"
      aria-label={t`Quantité de ${label}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5 }}
    >
      <IconButton
        size="small"
        onClick={() => onChange(quantity - 1)}
        disabled={disabled}
        aria-label={quantity <= 1 ? t`Retirer ${label} du panier` : t`Un exemplaire de moins`}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {quantity}
      </Box>
      <IconButton
        size="small"
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= ceiling}
        aria-label={t`Un exemplaire de plus`}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
