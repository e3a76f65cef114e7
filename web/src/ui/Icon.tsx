import styles from './Icon.module.css';

/**
 * A Material icon drawn as plain SVG in the current text colour, 1em wide: the font size of its
 * container sizes it (1.5rem by default, as MUI's SvgIcon; `small` is 1.25rem). Decorative: the
 * control or text beside it carries the name.
 */
export function Icon({
  path,
  size = 'medium',
  className,
}: {
  /** One of the paths of `./icons`. */
  path: string;
  size?: 'small' | 'medium' | 'inherit';
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      className={[styles.icon, styles[size], className].filter(Boolean).join(' ')}
    >
      <path d={path} />
    </svg>
  );
}
