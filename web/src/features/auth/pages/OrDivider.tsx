import { Trans } from '@lingui/react/macro';
import forms from './forms.module.css';

export function OrDivider() {
  return (
    <p className={forms.or}>
      <Trans>ou</Trans>
    </p>
  );
}
