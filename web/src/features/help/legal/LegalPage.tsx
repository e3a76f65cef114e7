import { Trans } from '@lingui/react/macro';
import { LOCALE_TAGS, localePath, type Locale } from '@/i18n/locales';
import { Text } from '@/ui/Text';
import { TextAnchor, TextLink } from '@/ui/TextLink';
import { HelpPageLayout } from '../shared/HelpPageLayout';
import { LEGAL_DOCUMENTS, LEGAL_SLUGS, legalPath, type LegalSlug } from './documents';
import styles from './LegalPage.module.css';

const sectionId = (index: number) => `section-${index + 1}`;

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
      <nav aria-labelledby="legal-contents" className={styles.contents}>
        <Text id="legal-contents" variant="h2" className={styles.navTitle}>
          <Trans>Sommaire</Trans>
        </Text>
        <ol className={styles.contentsList}>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <TextAnchor href={`#${sectionId(index)}`} className={styles.link}>
                {section.heading}
              </TextAnchor>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={sectionId(index)} className={styles.section}>
          <Text id={sectionId(index)} variant="h2" className={styles.sectionTitle}>
            {index + 1}. {section.heading}
          </Text>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} className={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
      <nav aria-labelledby="legal-others" className={styles.others}>
        <Text id="legal-others" variant="h2" className={styles.navTitle}>
          <Trans>Autres informations légales</Trans>
        </Text>
        <ul className={styles.othersList}>
          {LEGAL_SLUGS.filter((other) => other !== slug).map((other) => (
            <li key={other}>
              <TextLink href={localePath(lang, legalPath(other))} className={styles.link}>
                {LEGAL_DOCUMENTS[other][lang].title}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </HelpPageLayout>
  );
}
