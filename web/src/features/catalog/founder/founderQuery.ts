import { notFound } from 'next/navigation';
import { FounderPageDocument, type FounderPageQuery } from '@/graphql/generated/graphql';
import { queryOr404 } from '@/graphql/server';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

export type Founder = NonNullable<FounderPageQuery['author']>;

/** The author of a founder page, or the 404 page; shared by the page and its metadata. */
export async function getFounderOr404(url: string, lang: Locale): Promise<Founder> {
  const { data } = await queryOr404({ query: FounderPageDocument, variables: { url, lang: graphqlLanguage(lang) } });
  if (!data?.author) notFound();
  return data.author;
}
