import { redirect } from 'next/navigation';
import { localePath, type Locale } from '@/i18n/locales';

type Props = {
  params: Promise<{ lang: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the wallet sends the buyer back (`order_id`, `payment`): on to the order's page. */
export default async function WalletReturnRoute({ params, searchParams }: Props) {
  const { lang } = await params;
  const query = await searchParams;
  const orderId = typeof query.order_id === 'string' ? query.order_id : null;
  const payment = query.payment === 'canceled' ? 'canceled' : 'approved';
  if (!orderId) redirect(localePath(lang, '/account?tab=orders'));
  redirect(`${localePath(lang, `/orders/${encodeURIComponent(orderId)}`)}?payment=${payment}`);
}
