import { Trans } from '@lingui/react/macro';
import { SupportFormOptionsDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { ThemeRegistry } from '@/theme/ThemeRegistry';
import { TextLink } from '@/ui/TextLink';
import { HelpPageLayout } from '../shared/HelpPageLayout';
import { SupportForm } from './SupportForm';

export async function SupportPage({ lang }: { lang: Locale }) {
  const { data } = await query({ query: SupportFormOptionsDocument, variables: { lang: graphqlLanguage(lang) } });
  const campaigns = [...(data?.campaigns.nodes ?? [])].sort((a, b) => a.title.localeCompare(b.title, lang));
  return (
    <HelpPageLayout
      title={<Trans>Contacter le support</Trans>}
      intro={
        <Trans>
          Une question sur une commande, un paiement ou une campagne ? Consultez d’abord les{' '}
          <TextLink href={localePath(lang, '/help/faq')}>questions fréquentes</TextLink>, sinon écrivez-nous : nous
          répondons par e-mail, en général sous deux jours ouvrés.
        </Trans>
      }
    >
      <ThemeRegistry>
        <SupportForm topics={data?.supportTopics ?? []} campaigns={campaigns} />
      </ThemeRegistry>
    </HelpPageLayout>
  );
}
