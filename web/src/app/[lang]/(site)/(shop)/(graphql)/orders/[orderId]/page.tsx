import type { Metadata } from 'next';
import { requireSession } from '@/features/auth/server/requireSession';
import { shopPageMetadata } from '@/features/basket/shopMetadata';
import { OrderPage } from '@/features/orders/OrderPage';
import { ClientMessages } from '@/i18n/ClientMessages';
import { localePath, type Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = {
  params: Promise<{ lang: Locale; orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, orderId } = await params;
  return shopPageMetadata(lang, 'order', `/orders/${orderId}`);
}

export default async function OrderRoute({ params, searchParams }: Props) {
  const { lang, orderId } = await params;
  const { payment } = await searchParams;
  await requireSession(localePath(lang, `/orders/${orderId}`));
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/(shop)/(graphql)/orders/[orderId]/page.tsx" lang={lang}>
      <OrderPage
        orderId={decodeURIComponent(orderId)}
        lang={lang}
        payment={typeof payment === 'string' ? payment : null}
      />
    </ClientMessages>
  );
}
