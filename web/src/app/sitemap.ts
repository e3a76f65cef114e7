import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/catalog/seo/sitemapEntries';

// Built on each request from the API: campaigns come and go, and the build needs no API.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
