import styles from './Spinner.module.css';

/**
 * A ring turning in the current text colour, as MUI's CircularProgress, in plain CSS. Decorative:
 * the text beside it (or the disabled control it sits in) says what is in progress.
 */
export function Spinner({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return <span aria-hidden className={`${styles.spinner} ${styles[size]}`} />;
}
