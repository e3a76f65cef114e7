import type { ComponentPropsWithoutRef, ElementType, Ref } from 'react';
import styles from './Text.module.css';

/** `inherit` keeps the surrounding type style: a coloured or bold part of a line. */
export type TextVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h6' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'inherit';

const ELEMENTS: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h6: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  inherit: 'span',
};

type TextProps = Omit<ComponentPropsWithoutRef<'p'>, 'color'> & {
  variant?: TextVariant;
  /** The element, when it is not the variant's own (a span in a line, an h2 in the h3 style). */
  as?: ElementType;
  /** Secondary text is the theme's muted colour. */
  tone?: 'primary' | 'secondary';
  weight?: 'regular' | 'semibold' | 'bold';
  /** The element itself, e.g. a heading to move the focus to. */
  ref?: Ref<HTMLElement>;
};

/**
 * Text in one of the theme's type styles, from plain CSS. Catalog pages are mostly text: as
 * server-rendered elements it costs the browser nothing to hydrate, where MUI's Typography is
 * a client component whose styles are computed again in the browser.
 */
export function Text({ variant = 'body1', as, tone, weight, className, ...props }: TextProps) {
  const Element = as ?? ELEMENTS[variant];
  const classes = [styles[variant], tone && styles[tone], weight && styles[weight], className];
  return <Element className={classes.filter(Boolean).join(' ')} {...props} />;
}
