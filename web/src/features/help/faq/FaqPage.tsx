import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HelpFaqDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { ButtonLink } from '../shared/ButtonLink';
import { HelpPageLayout } from '../shared/HelpPageLayout';
import { FaqItem } from './FaqItem';

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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <FaqItem question={entry.question} answer={entry.answer} />
          </li>
        ))}
      </Box>
      <Box
        component="section"
        aria-labelledby="faq-support"
        sx={{
          mt: { xs: 4, md: 6 },
          p: { xs: 2.5, md: 3 },
          borderRadius: 3,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        <Typography id="faq-support" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          <Trans>Vous n’avez pas trouvé votre réponse ?</Trans>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <Trans>Écrivez-nous : notre équipe vous répond par e-mail, en général sous deux jours ouvrés.</Trans>
        </Typography>
        <ButtonLink href={localePath(lang, '/help/support')} variant="contained" color="primary">
          <Trans>Contacter le support</Trans>
        </ButtonLink>
      </Box>
    </HelpPageLayout>
  );
}
