'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import NextLink from 'next/link';

/** An MUI button that navigates on the client; server components cannot pass next/link to MUI. */
export function ButtonLink(props: Omit<ButtonProps<typeof NextLink>, 'component'>) {
  return <Button component={NextLink} {...props} />;
}
