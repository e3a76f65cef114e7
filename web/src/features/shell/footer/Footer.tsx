import { Trans } from '@lingui/react/macro';
import { unstable_rethrow } from 'next/navigation';
import { FooterAuthorsDocument, type FooterAuthorsQuery } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { localePath, type Locale } from '@/i18n/locales';
import { PageContainer } from '@/ui/PageContainer';
import { Text } from '@/ui/Text';
import { TextLink } from '@/ui/TextLink';
import { APP_VERSION, PRODUCT_NAME } from '../brand';
import { COMMUNITY_URL, NEWSLETTER_URL, POWERED_BY } from '../links';
import { CookieSettingsLink } from './CookieSettingsLink';
import styles from './Footer.module.css';
import { FooterColumn } from './FooterColumn';
import { PaymentNote } from './PaymentNote';
import { SocialLinks } from './SocialLinks';
import { log } from '@/observability/log';

/** The founders' names; the footer still renders, without them, when the API is down. */
async function fetchAuthors(): Promise<FooterAuthorsQuery['authors']> {
  try {
    const { data } = await query({ query: FooterAuthorsDocument });
    return data?.authors ?? [];
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) pass through; only API failures stop here.
    unstable_rethrow(error);
    log.error({ err: error }, 'footer: authors unavailable');
    return [];
  }
}

/** Every footer item of spec section 2. */
export async function Footer({ lang }: { lang: Locale }) {
  const authors = await fetchAuthors();
  const href = (path: string) => localePath(lang, path);
  const { name: poweredByName, url: poweredByUrl } = POWERED_BY;
  return (
    <footer className={styles.footer}>
      <PageContainer width="lg" className={styles.content}>
        <div className={styles.columns}>
          <FooterColumn title={<Trans>Aide</Trans>}>
            <TextLink href={href('/help/faq')} color="inherit">
              <Trans>Questions fréquentes</Trans>
            </TextLink>
            <TextLink href={href('/help/support')} color="inherit">
              <Trans>Support</Trans>
            </TextLink>
            <CookieSettingsLink />
          </FooterColumn>
          <FooterColumn title={<Trans>Informations légales</Trans>}>
            <TextLink href={href('/info/cgv')} color="inherit">
              <Trans>Conditions générales de vente</Trans>
            </TextLink>
            <TextLink href={href('/info/cgu')} color="inherit">
              <Trans>Conditions générales d’utilisation</Trans>
            </TextLink>
            <TextLink href={href('/info/privacy-policy')} color="inherit">
              <Trans>Politique de confidentialité</Trans>
            </TextLink>
            <TextLink href={href('/info/mention')} color="inherit">
              <Trans>Mentions légales</Trans>
            </TextLink>
          </FooterColumn>
          <FooterColumn title={<Trans>Nos créateurs</Trans>}>
            {authors.map((author) => (
              <TextLink key={author.url} href={href(`/founder/${author.url}`)} color="inherit">
                {author.name}
              </TextLink>
            ))}
          </FooterColumn>
          <div className={styles.follow}>
            <Text as="h2" variant="subtitle2" weight="bold" className={styles.followTitle}>
              <Trans>Suivez-nous</Trans>
            </Text>
            <SocialLinks />
            <TextLink href={NEWSLETTER_URL} color="inherit" className={styles.newsletter}>
              <Trans>S’abonner à la newsletter</Trans>
            </TextLink>
            <TextLink href={COMMUNITY_URL} color="inherit" className={styles.newsletter}>
              <Trans>Rejoindre la communauté sur Discord</Trans>
            </TextLink>
          </div>
        </div>
        <hr className={styles.divider} />
        <div className={styles.bottom}>
          <PaymentNote />
          <Text variant="body2" tone="secondary" className={styles.credits}>
            © {new Date().getFullYear()} {PRODUCT_NAME} ·{' '}
            <Trans>
              Propulsé par{' '}
              <TextLink href={poweredByUrl} color="inherit">
                {poweredByName}
              </TextLink>
            </Trans>{' '}
            · {APP_VERSION}
          </Text>
        </div>
      </PageContainer>
    </footer>
  );
}
