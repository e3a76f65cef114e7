import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './OutlinedCard.module.css';

/** The outlined surface of MUI's Card, as plain CSS for server-rendered content. */
export function OutlinedCard({
  as: Element = 'div',
  className,
  ...props
}: ComponentPropsWithoutRef<'div'> & { as?: ElementType }) {
  return <Element className={[styles.card, className].filter(Boolean).join(' ')} {...props} />;
}
