import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import styles from './TextLink.module.css';

/**
 * A link in running text, navigating on the client, styled like the theme's MUI Link
 * (underlined, primary.dark or the surrounding colour) without being a client component.
 */
export function TextLink({
  color = 'primary',
  className,
  ...props
}: ComponentProps<typeof NextLink> & { color?: 'primary' | 'inherit' }) {
  return <NextLink className={[styles.link, styles[color], className].filter(Boolean).join(' ')} {...props} />;
}
