import type { Metadata } from 'next';
import { BasketPage } from '@/features/basket/page/BasketPage';
import { shopPageMetadata } from '@/features/basket/shopMetadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopPageMetadata((await params).lang, 'basket', '/basket');
}

// Open to visitors: their basket lives in the browser; checking out asks them to sign in.
export default async function BasketRoute({ params }: Props) {
  const { lang } = await params;
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/(shop)/basket/page.tsx" lang={lang}>
      <BasketPage lang={lang} />
    </ClientMessages>
  );
}
