'use client';

import { Trans } from '@lingui/react/macro';

/** "Taille : M" in French, "Size: M" in English. */
export function OptionValue({ option, value }: { option: string; value: string }) {
  return (
    <Trans>
      {option} : {value}
    </Trans>
  );
}
