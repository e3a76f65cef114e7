import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { unstable_rethrow } from 'next/navigation';
import { FooterAuthorsDocument, type FooterAuthorsQuery } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { localePath, type Locale } from '@/i18n/locales';
import { AppLink } from '../AppLink';
import { APP_VERSION, PRODUCT_NAME } from '../brand';
import { NEWSLETTER_URL, POWERED_BY } from '../links';
import { CookieSettingsLink } from './CookieSettingsLink';
import { FooterColumn } from './FooterColumn';
import { PaymentNote } from './PaymentNote';
import { SocialLinks } from './SocialLinks';

/** The founders' names; the footer still renders, without them, when the API is down. */
async function fetchAuthors(): Promise<FooterAuthorsQuery['authors']> {
  try {
    const { data } = await query({ query: FooterAuthorsDocument });
    return data?.authors ?? [];
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) pass through; only API failures stop here.
    unstable_rethrow(error);
    console.error('Footer: authors unavailable', error);
    return [];
  }
}

/** Every footer item of spec section 2. */
export async function Footer({ lang }: { lang: Locale }) {
  const authors = await fetchAuthors();
  const href = (path: string) => localePath(lang, path);
  const { name: poweredByName, url: poweredByUrl } = POWERED_BY;
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        borderTop: 1,
        borderColor: 'divider',
        // A hint of the brand's second colour; readable under both schemes.
        bgcolor: 'rgba(var(--mui-palette-secondary-mainChannel) / 0.16)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <FooterColumn title={<Trans>Aide</Trans>}>
            <AppLink href={href('/help/faq')} color="inherit">
              <Trans>Questions fréquentes</Trans>
            </AppLink>
            <AppLink href={href('/help/support')} color="inherit">
              <Trans>Support</Trans>
            </AppLink>
            <CookieSettingsLink />
          </FooterColumn>
          <FooterColumn title={<Trans>Informations légales</Trans>}>
            <AppLink href={href('/info/cgv')} color="inherit">
              <Trans>Conditions générales de vente</Trans>
            </AppLink>
            <AppLink href={href('/info/cgu')} color="inherit">
              <Trans>Conditions générales d’utilisation</Trans>
            </AppLink>
            <AppLink href={href('/info/privacy-policy')} color="inherit">
              <Trans>Politique de confidentialité</Trans>
            </AppLink>
            <AppLink href={href('/info/mention')} color="inherit">
              <Trans>Mentions légales</Trans>
            </AppLink>
          </FooterColumn>
          <FooterColumn title={<Trans>Nos créateurs</Trans>}>
            {authors.map((author) => (
              <AppLink key={author.url} href={href(`/founder/${author.url}`)} color="inherit">
                {author.name}
              </AppLink>
            ))}
          </FooterColumn>
          <div>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              <Trans>Suivez-nous</Trans>
            </Typography>
            <SocialLinks />
            <Link href={NEWSLETTER_URL} color="inherit" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
              <Trans>S’abonner à la newsletter</Trans>
            </Link>
          </div>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 2,
          }}
        >
          <PaymentNote />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {new Date().getFullYear()} {PRODUCT_NAME} ·{' '}
            <Trans>
              Propulsé par{' '}
              <Link href={poweredByUrl} color="inherit">
                {poweredByName}
              </Link>
            </Trans>{' '}
            · {APP_VERSION}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
