import type { ComponentPropsWithoutRef } from 'react';
import styles from './PageContainer.module.css';

/** The centred column of a page: MUI's Container widths and gutters, without its runtime. */
export function PageContainer({
  width = 'xl',
  className,
  ...props
}: ComponentPropsWithoutRef<'div'> & { width?: 'md' | 'lg' | 'xl' }) {
  return <div className={[styles.container, styles[width], className].filter(Boolean).join(' ')} {...props} />;
}
