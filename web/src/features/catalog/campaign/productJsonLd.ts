import { absoluteUrl } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { centsToDecimal } from '@/i18n/format';
import type { Campaign, Pack } from './campaignQuery';

const SCHEMA = 'https://schema.org/';

/** A closed campaign sells nothing any more; otherwise the stock decides. */
function availability(campaign: Campaign, pack: Pack): string {
  if (campaign.state === 'ENDED') return `${SCHEMA}Discontinued`;
  return pack.soldOut ? `${SCHEMA}SoldOut` : `${SCHEMA}InStock`;
}

/** The campaign as a schema.org Product, its packs being the offers. */
export function productJsonLd(campaign: Campaign, lang: Locale) {
  const url = absoluteUrl(lang, `/campaign/${campaign.url}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: campaign.seo.title,
    description: campaign.seo.description,
    url,
    image: [campaign.seo.imageUrl, ...campaign.images.map((image) => image.url)],
    brand: { '@type': 'Brand', name: campaign.author.name },
    manufacturer: {
      '@type': 'Organization',
      name: campaign.author.name,
      url: absoluteUrl(lang, `/founder/${campaign.author.url}`),
    },
    offers: campaign.packs.map((pack) => ({
      '@type': 'Offer',
      name: pack.label,
      description: pack.description,
      price: centsToDecimal(pack.price.cents),
      priceCurrency: 'EUR',
      availability: availability(campaign, pack),
      url: `${url}#pack-${pack.id}`,
    })),
  };
}
