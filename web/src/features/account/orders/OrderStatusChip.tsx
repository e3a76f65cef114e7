'use client';

import { useLingui } from '@lingui/react/macro';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { OrderStatus } from '@/graphql/generated/graphql';

const WAITING = { icon: <HourglassIcon />, color: 'warning.dark' };
const DONE = { icon: <CheckCircleIcon />, color: 'success.main' };
const CANCELED = { icon: <CancelIcon />, color: 'text.secondary' };

// The colour is on the icon only: the label keeps the text colour, readable in both themes.
const LOOKS: Record<OrderStatus, { icon: ReactElement; color: string }> = {
  WAITING,
  CONFIRMED: DONE,
  SHIPPED: { icon: <LocalShippingIcon />, color: 'success.main' },
  DELIVERED: DONE,
  CANCELED_BY_USER: CANCELED,
  CANCELED_BY_WEBHOOK: CANCELED,
  CANCELED_BY_BACKOFFICE: CANCELED,
  CANCELED,
  ERROR: { icon: <ErrorIcon />, color: 'error.main' },
};

/** Every status of the spec's enumeration, as a shopper reads it. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'WAITING':
        return t`En attente de paiement`;
      case 'CONFIRMED':
        return t`Confirmée`;
      case 'SHIPPED':
        return t`Expédiée`;
      case 'DELIVERED':
        return t`Livrée`;
      case 'CANCELED_BY_USER':
        return t`Annulée à votre demande`;
      case 'CANCELED_BY_WEBHOOK':
        return t`Annulée : paiement non abouti`;
      case 'CANCELED_BY_BACKOFFICE':
        return t`Annulée par notre équipe`;
      case 'CANCELED':
        return t`Annulée`;
      case 'ERROR':
        return t`Incident : contactez le support`;
    }
  };
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel()(status);
  const { icon, color } = LOOKS[status];
  return <Chip variant="outlined" icon={icon} label={label} sx={{ fontWeight: 600, '& .MuiChip-icon': { color } }} />;
}
