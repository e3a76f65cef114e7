import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LOCALE_TAGS, localePath, type Locale } from '@/i18n/locales';
import { HelpPageLayout } from '../shared/HelpPageLayout';
import { LEGAL_DOCUMENTS, LEGAL_SLUGS, legalPath, type LegalSlug } from './documents';

const sectionId = (index: number) => `section-${index + 1}`;

const linkSx = { color: 'primary.dark', textUnderlineOffset: '0.2em' } as const;

/** A legal page: its sections with a table of contents, then links to the other legal pages. */
export function LegalPage({ lang, slug }: { lang: Locale; slug: LegalSlug }) {
  const text = LEGAL_DOCUMENTS[slug][lang];
  const updated = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${text.updated}T00:00:00Z`),
  );
  return (
    <HelpPageLayout
      title={text.title}
      intro={
        <Trans>
          Dernière mise à jour : <time dateTime={text.updated}>{updated}</time>
        </Trans>
      }
    >
      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{ mb: { xs: 4, md: 5 }, p: { xs: 2, md: 2.5 }, borderRadius: 2, border: 1, borderColor: 'divider' }}
      >
        <Typography id="legal-contents" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          <Trans>Sommaire</Trans>
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <Link href={`#${sectionId(index)}`} sx={linkSx}>
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {text.sections.map((section, index) => (
        <Box
          component="section"
          key={section.heading}
          aria-labelledby={sectionId(index)}
          sx={{ mb: { xs: 3, md: 4 }, scrollMarginTop: 96 }}
        >
          <Typography id={sectionId(index)} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 1.5 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: '70ch', lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Box
        component="nav"
        aria-labelledby="legal-others"
        sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography id="legal-others" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          <Trans>Autres informations légales</Trans>
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 } }}
        >
          {LEGAL_SLUGS.filter((other) => other !== slug).map((other) => (
            <li key={other}>
              <Link href={localePath(lang, legalPath(other))} sx={linkSx}>
                {LEGAL_DOCUMENTS[other][lang].title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </HelpPageLayout>
  );
}
