import { Trans } from '@lingui/react/macro';
import { HelpFaqDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { Text } from '@/ui/Text';
import { HelpPageLayout } from '../shared/HelpPageLayout';
import { FaqItem } from './FaqItem';
import styles from './FaqPage.module.css';

export async function FaqPage({ lang }: { lang: Locale }) {
  const { data } = await query({ query: HelpFaqDocument, variables: { lang: graphqlLanguage(lang) } });
  const entries = data?.faq ?? [];
  return (
    <HelpPageLayout
      title={<Trans>Questions fréquentes</Trans>}
      intro={
        <Trans>
          Commandes, paiements, livraisons, campagnes : les réponses aux questions qu’on nous pose le plus souvent.
        </Trans>
      }
    >
      <ul className={styles.questions}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <FaqItem question={entry.question} answer={entry.answer} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="faq-support" className={styles.support}>
        <Text id="faq-support" variant="h2" className={styles.supportTitle}>
          <Trans>Vous n’avez pas trouvé votre réponse ?</Trans>
        </Text>
        <Text className={styles.supportText}>
          <Trans>Écrivez-nous : notre équipe vous répond par e-mail, en général sous deux jours ouvrés.</Trans>
        </Text>
        <IntentLink
          href={localePath(lang, '/help/support')}
          className={`${buttons.button} ${buttons.contained} ${buttons.raised}`}
        >
          <Trans>Contacter le support</Trans>
        </IntentLink>
      </section>
    </HelpPageLayout>
  );
}
