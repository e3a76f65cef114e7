'use client';

import { Trans } from '@lingui/react/macro';
import { useSession } from 'next-auth/react';
import { useId, useState, type FormEvent } from 'react';
import type { PackToAdd } from '@/features/basket/addToBasket';
import { AddedFeedback, type AddOutcome } from '@/features/basket/AddedFeedback';
import type { Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { Spinner } from '@/ui/Spinner';
import { Text } from '@/ui/Text';
import styles from './PackOrderForm.module.css';

export type PackOptionChoice = { id: string; label: string; values: { id: string; label: string }[] };

type Feedback = { kind: 'missing'; labels: string } | { kind: 'added'; outcome: AddOutcome } | null;

/**
 * The option pickers of an orderable pack (one value per option) and its "Ajouter au panier"
 * button: the browser's basket for visitors, the server's once signed in.
 */
export function PackOrderForm({
  packHeadingId,
  options,
  pack,
  lang,
}: {
  /** The pack's heading, read after the button's name: "Ajouter au panier, Duo des marées". */
  packHeadingId: string;
  options: PackOptionChoice[];
  pack: Omit<PackToAdd, 'options'>;
  lang: Locale;
}) {
  const formId = useId();
  const { status } = useSession();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);

  const choose = (optionId: string, valueId: string) => {
    setChoices((current) => ({ ...current, [optionId]: valueId }));
    setFeedback(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = options.filter((option) => !choices[option.id]);
    if (missing.length > 0) {
      setFeedback({ kind: 'missing', labels: missing.map((option) => option.label).join(', ') });
      return;
    }
    setPending(true);
    const chosen = options.map((option) => ({ optionId: option.id, valueId: choices[option.id]! }));
    const variant = options
      .map((option) => option.values.find((value) => value.id === choices[option.id])?.label)
      .join(' / ');
    // The basket's code comes with the first add: the campaign page's first load stays light.
    const { addToBasket } = await import('@/features/basket/addToBasket');
    const failure = await addToBasket(
      { ...pack, options: chosen, analytics: { ...pack.analytics, variant: variant || undefined } },
      status === 'authenticated',
      lang,
    );
    setPending(false);
    setFeedback({ kind: 'added', outcome: failure ?? 'added' });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {options.map((option) => {
        const labelId = `${formId}-${option.id}`;
        return (
          <div key={option.id}>
            <Text id={labelId} variant="body2" weight="semibold" className={styles.optionLabel}>
              {option.label}
            </Text>
            {/* One pressed value per option, as MUI's exclusive toggle buttons, in plain buttons:
                every pack of the page has these pickers, and they are hydrated with the page. */}
            <div role="group" aria-labelledby={labelId} className={styles.values}>
              {option.values.map((value) => (
                <button
                  key={value.id}
                  type="button"
                  aria-pressed={choices[option.id] === value.id}
                  onClick={() => choose(option.id, value.id)}
                  className={styles.value}
                >
                  {value.label}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      <button
        type="submit"
        className={`${buttons.button} ${buttons.contained} ${buttons.raised} ${styles.submit}`}
        aria-describedby={packHeadingId}
        aria-busy={pending}
        disabled={pending}
      >
        {pending && <Spinner />}
        <Trans>Ajouter au panier</Trans>
      </button>
      <Text role="status" variant="body2">
        {feedback?.kind === 'missing' && <MissingChoices labels={feedback.labels} />}
        {feedback?.kind === 'added' && <AddedFeedback outcome={feedback.outcome} lang={lang} />}
      </Text>
    </form>
  );
}

function MissingChoices({ labels }: { labels: string }) {
  return <Trans>Choisissez d’abord : {labels}.</Trans>;
}
