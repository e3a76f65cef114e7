import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './TextField.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** The field's rule is broken: red outline, `aria-invalid`, and `helperText` says why. */
  error?: boolean;
  /** Read with the field (`aria-describedby`): a hint, or the message of a broken rule. */
  helperText?: ReactNode;
};

/**
 * A labelled text input with its hint or error under it, the look of the theme's outlined MUI
 * TextField in plain CSS: the sign-in pages are a phone's first interaction, and MUI's field with
 * its styling runtime was most of their JavaScript. It takes react-hook-form's `register()` as is.
 */
export function TextField({ label, error = false, helperText, required, className, ...input }: TextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={[styles.field, error && styles.error, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
