import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import {
  BrowseCampaignsDocument,
  BrowseCategoriesDocument,
  BrowseSuggestionsDocument,
} from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { IntentForm, IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';
import { PageContainer } from '@/ui/PageContainer';
import { Text } from '@/ui/Text';
import { CampaignGrid } from '../shared/CampaignGrid';
import styles from './BrowsePage.module.css';
import { BrowseResultsSkeleton } from './BrowseResultsSkeleton';
import { browseQuery, isFiltered, searchVariables, type BrowseParams } from './browseParams';
import { SortAndStateFields } from './SortAndStateFields';

async function search(params: BrowseParams, lang: Locale) {
  const variables = { lang: graphqlLanguage(lang), ...searchVariables(params, graphqlLanguage(lang)) };
  try {
    return (await query({ query: BrowseCampaignsDocument, variables })).data;
  } catch (error) {
    // A cursor from an older address (another sort, a changed catalog) is refused by the API:
    // the first page is a better answer than an error page.
    if (!params.after) throw error;
    return (await query({ query: BrowseCampaignsDocument, variables: { ...variables, after: null } })).data;
  }
}

/** The browse page: search box, category chips, state and sort, then the results (decision 0023). */
export async function BrowsePage({ lang, params }: { lang: Locale; params: BrowseParams }) {
  const i18n = initLingui(lang);
  const path = localePath(lang, '/campaigns');
  const { data } = await query({ query: BrowseCategoriesDocument, variables: { lang: graphqlLanguage(lang) } });
  const categories = data?.categories ?? [];
  return (
    <PageContainer className={styles.page}>
      <Text variant="h1">
        <Trans>Toutes les campagnes</Trans>
      </Text>
      <IntentForm
        action={path}
        role="search"
        className={styles.form}
        aria-label={i18n._(msg`Rechercher des campagnes`)}
      >
        <div className={styles.searchRow}>
          <label className={styles.field}>
            <span className={styles.label}>
              <Trans>Rechercher</Trans>
            </span>
            <input
              type="search"
              name="q"
              defaultValue={params.q}
              maxLength={100}
              placeholder={i18n._(msg`Titre, créateur, mot-clé…`)}
              className={styles.input}
            />
          </label>
          <SortAndStateFields params={params} />
          {params.category && <input type="hidden" name="category" value={params.category} />}
          <button type="submit" className={`${buttons.button} ${buttons.contained} ${styles.submit}`}>
            <Trans>Rechercher</Trans>
          </button>
        </div>
      </IntentForm>
      <nav aria-label={i18n._(msg`Catégories`)} className={styles.chips}>
        <IntentLink
          href={`${path}${browseQuery(params, { category: null })}`}
          className={styles.chip}
          aria-current={params.category === null ? 'page' : undefined}
        >
          <Trans>Toutes</Trans>
        </IntentLink>
        {categories.map((category) => (
          <IntentLink
            key={category.code}
            href={`${path}${browseQuery(params, { category: category.code })}`}
            className={styles.chip}
            aria-current={params.category === category.code ? 'page' : undefined}
          >
            {category.label}
          </IntentLink>
        ))}
      </nav>
      {/* A new key per search: while the next results load, the skeleton stands in for them. */}
      <Suspense key={browseQuery(params, { after: params.after })} fallback={<BrowseResultsSkeleton />}>
        <BrowseResults lang={lang} params={params} />
      </Suspense>
    </PageContainer>
  );
}

async function BrowseResults({ lang, params }: { lang: Locale; params: BrowseParams }) {
  const data = await search(params, lang);
  const path = localePath(lang, '/campaigns');
  const connection = data?.campaigns;
  const campaigns = connection?.nodes ?? [];
  const total = connection?.totalCount ?? 0;
  if (campaigns.length === 0) return <EmptyResults lang={lang} params={params} />;
  return (
    <section aria-labelledby="browse-results" className={styles.results}>
      <Text id="browse-results" variant="h2" className={styles.count} aria-live="polite">
        {total === 1 ? <Trans>1 campagne</Trans> : <Trans>{total} campagnes</Trans>}
      </Text>
      <CampaignGrid campaigns={campaigns} lang={lang} priorityFirst />
      <nav aria-label={initLingui(lang)._(msg`Pages de résultats`)} className={styles.pager}>
        {connection?.pageInfo.hasPreviousPage && (
          <IntentLink
            href={`${path}${browseQuery(params, { after: null })}`}
            className={`${buttons.button} ${buttons.outlined}`}
          >
            <Trans>Première page</Trans>
          </IntentLink>
        )}
        {connection?.pageInfo.hasNextPage && connection.pageInfo.endCursor && (
          <IntentLink
            href={`${path}${browseQuery(params, { after: connection.pageInfo.endCursor })}`}
            className={`${buttons.button} ${buttons.contained}`}
          >
            <Trans>Page suivante</Trans>
          </IntentLink>
        )}
      </nav>
    </section>
  );
}

async function EmptyResults({ lang, params }: { lang: Locale; params: BrowseParams }) {
  const { data } = await query({ query: BrowseSuggestionsDocument, variables: { lang: graphqlLanguage(lang) } });
  const suggestions = data?.campaigns.nodes ?? [];
  return (
    <section aria-labelledby="browse-empty" className={styles.results}>
      <Text id="browse-empty" variant="h2" className={styles.count} aria-live="polite">
        <Trans>Aucune campagne ne correspond à votre recherche</Trans>
      </Text>
      <Text tone="secondary" className={styles.hint}>
        <Trans>Vérifiez l’orthographe, essayez un mot plus court ou une autre catégorie.</Trans>
      </Text>
      {isFiltered(params) && (
        <IntentLink href={localePath(lang, '/campaigns')} className={`${buttons.button} ${buttons.outlined}`}>
          <Trans>Effacer les filtres</Trans>
        </IntentLink>
      )}
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <Text variant="h3" as="h3" className={styles.count}>
            <Trans>Ces campagnes se terminent bientôt</Trans>
          </Text>
          <CampaignGrid campaigns={suggestions} lang={lang} />
        </div>
      )}
    </section>
  );
}
