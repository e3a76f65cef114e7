import { Trans } from '@lingui/react/macro';
import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import { Text } from '@/ui/Text';
import { formatDate, paragraphs } from '@/i18n/format';
import type { Campaign } from './campaignQuery';
import styles from './CampaignUpdates.module.css';

const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 360;

/**
 * The author's updates for backers, newest first, in full. They come with the page's cached
 * query (decision 0017): an update shows up within the page's 60 s, like the rest of the catalog.
 * The section is there even when empty, so the home news cards and backers can count on the
 * `#updates` anchor.
 */
export function CampaignUpdates({ updates, lang }: { updates: Campaign['updates']; lang: Locale }) {
  const count = updates.length;
  return (
    <section id="updates" aria-labelledby="campaign-updates" className={styles.section}>
      <Text id="campaign-updates" variant="h2" className={styles.title}>
        <Trans>Actualités ({count})</Trans>
      </Text>
      {count === 0 ? (
        <Text tone="secondary">
          <Trans>Pas encore d’actualité : l’auteur donnera ici des nouvelles du projet.</Trans>
        </Text>
      ) : (
        <ol className={styles.list}>
          {updates.map((update) => (
            <li key={update.id}>
              <article aria-labelledby={`update-${update.id}`} className={styles.update}>
                <Text id={`update-${update.id}`} as="h3" variant="h3">
                  {update.title}
                </Text>
                <Text variant="body2" tone="secondary">
                  <time dateTime={update.publishedAt}>{formatDate(update.publishedAt, lang)}</time>
                </Text>
                {update.imageUrl && (
                  // The title says what the picture shows: decorative, and lazy as it is far down the page.
                  <Image
                    src={update.imageUrl}
                    alt=""
                    width={IMAGE_WIDTH}
                    height={IMAGE_HEIGHT}
                    loading="lazy"
                    sizes={`(max-width: 767px) 100vw, ${IMAGE_WIDTH}px`}
                    className={styles.image}
                  />
                )}
                {paragraphs(update.body).map((paragraph, index) => (
                  <Text key={index} className={styles.paragraph}>
                    {paragraph}
                  </Text>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
