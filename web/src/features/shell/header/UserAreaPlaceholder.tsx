import styles from './UserAreaPlaceholder.module.css';

/** Holds the user area's place while the session loads (a plain circle: no extra component code). */
export function UserAreaPlaceholder({ className = '' }: { className?: string }) {
  return <div data-testid="user-area-loading" aria-hidden className={`${styles.placeholder} ${className}`} />;
}
