import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The size of every popup (spec section 2): at most 350, 450, 750 then 1000 px wide as the
 * screen grows, and 90% of the viewport high (the content scrolls beyond that).
 */
export const popupSizeSx = {
  width: 'calc(100% - 24px)',
  maxWidth: { xs: 350, sm: 450, md: 750, lg: 1000 },
  maxHeight: '90vh',
  m: '12px',
} satisfies SxProps<Theme>;
