'use client';

import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';

/**
 * An MUI link that navigates on the client (next/link). Server components cannot hand
 * next/link to MUI's `component` prop, so they use this instead.
 */
export function AppLink(props: Omit<MuiLinkProps<typeof NextLink>, 'component'>) {
  return <MuiLink component={NextLink} {...props} />;
}
