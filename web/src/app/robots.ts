import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/i18n/alternates';

// Embeds, the account and the API are not pages to index, in any language.
const PRIVATE_PATHS = ['/mini/', '/en/mini/', '/account', '/en/account', '/api/'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
