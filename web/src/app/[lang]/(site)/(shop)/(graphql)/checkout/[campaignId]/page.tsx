import type { Metadata } from 'next';
import { shopPageMetadata } from '@/features/basket/shopMetadata';
import { requireSession } from '@/features/auth/server/requireSession';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { ClientMessages } from '@/i18n/ClientMessages';
import { localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = { params: Promise<{ lang: Locale; campaignId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, campaignId } = await params;
  return shopPageMetadata(lang, 'checkout', `/checkout/${campaignId}`);
}

export default async function CheckoutRoute({ params }: Props) {
  const { lang, campaignId } = await params;
  await requireSession(localePath(lang, `/checkout/${campaignId}`));
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/(shop)/(graphql)/checkout/[campaignId]/page.tsx" lang={lang}>
      <CheckoutPage campaignId={decodeURIComponent(campaignId)} lang={lang} />
    </ClientMessages>
  );
}
