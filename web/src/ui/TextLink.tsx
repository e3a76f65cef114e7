import { IntentLink } from './PrefetchOnIntent';
import type { ComponentProps } from 'react';
import styles from './TextLink.module.css';

type LinkColor = 'primary' | 'inherit';

const linkClasses = (color: LinkColor, className?: string) =>
  [styles.link, styles[color], className].filter(Boolean).join(' ');

/**
 * A link in running text, navigating on the client, styled like the theme's MUI Link
 * (underlined, primary.dark or the surrounding colour) without being a client component.
 */
export function TextLink({
  color = 'primary',
  className,
  ...props
}: ComponentProps<typeof IntentLink> & { color?: LinkColor }) {
  return <IntentLink className={linkClasses(color, className)} {...props} />;
}

/** The same look on a native anchor: an in-page jump also moves the keyboard's starting point there. */
export function TextAnchor({ color = 'primary', className, ...props }: ComponentProps<'a'> & { color?: LinkColor }) {
  return <a className={linkClasses(color, className)} {...props} />;
}
