import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { EMAIL_TEXTS, money } from './messages.js';
import type { EmailData, EmailKind, EmailLang, EmailLine, OrderEmailData } from './outbox.js';

/** An e-mail ready for nodemailer: both parts, so that every mail client shows something. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What every template gets besides its data: the language and the shop's address for links. */
interface Context {
  lang: EmailLang;
  siteUrl: string;
}

type Stored<K extends EmailKind> = EmailData[K] & { firstName?: string | null };

const ORDER_KINDS = new Set<EmailKind>([
  'ORDER_CONFIRMED',
  'PAYMENT_FAILED',
  'ORDER_CANCELED',
  'ORDER_REFUNDED',
  'EXPIRED_RESERVATION',
]);

/** A page of the web app in the e-mail's language (French has no prefix, as on the site). */
const page = ({ lang, siteUrl }: Context, path: string) => `${siteUrl}${lang === 'en' ? '/en' : ''}${path}`;

const styles = {
  body: { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1c1917' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' },
  button: { backgroundColor: '#1c1917', color: '#ffffff', padding: '12px 20px', borderRadius: '6px' },
  muted: { color: '#78716c', fontSize: '12px' },
  right: { textAlign: 'right' as const },
};

function Layout({ ctx, preview, children }: { ctx: Context; preview: string; children: ReactNode }) {
  return (
    <Html lang={ctx.lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {children}
          <Hr />
          <Text style={styles.muted}>{EMAIL_TEXTS[ctx.lang].footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function Lines({ ctx, lines }: { ctx: Context; lines: (EmailLine & { campaignTitle?: string })[] }) {
  const t = EMAIL_TEXTS[ctx.lang];
  return (
    <Section>
      {lines.map((line, index) => (
        <Row key={index}>
          <Column>
            <Text>
              <strong>{line.label}</strong>
              {line.campaignTitle ? ` — ${line.campaignTitle}` : ''}
              <br />
              {line.options.map((option) => `${option.label}${t.colon}${option.value}`).join(', ')}
              {line.options.length > 0 ? <br /> : null}
              {`${t.quantity}${t.colon}${line.quantity} × ${money(line.unitCents, ctx.lang)}`}
            </Text>
          </Column>
          <Column style={styles.right}>
            <Text>{money(line.unitCents * line.quantity, ctx.lang)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function Totals({ ctx, order }: { ctx: Context; order: OrderEmailData }) {
  const t = EMAIL_TEXTS[ctx.lang];
  const rows: [string, number][] = [
    [t.items, order.itemsCents],
    [t.delivery, order.deliveryCents],
    [t.total, order.totalCents],
  ];
  return (
    <Section>
      {rows.map(([label, cents]) => (
        <Row key={label}>
          <Column>
            <Text>{label}</Text>
          </Column>
          <Column style={styles.right}>
            <Text>{money(cents, ctx.lang)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function Address({ ctx, order }: { ctx: Context; order: OrderEmailData }) {
  const a = order.address;
  if (!a) return null;
  const lines = [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.line1,
    a.line2,
    [a.postal_code, a.city].filter(Boolean).join(' '),
    a.country,
  ].filter(Boolean);
  return (
    <Text>
      <strong>{EMAIL_TEXTS[ctx.lang].deliverTo}</strong>
      {lines.map((line, index) => (
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
    </Text>
  );
}

function OrderEmail({ ctx, kind, order }: { ctx: Context; kind: EmailKind; order: Stored<'ORDER_CONFIRMED'> }) {
  const t = EMAIL_TEXTS[ctx.lang];
  const intro = t.intros[kind]({ campaignTitle: order.campaignTitle });
  return (
    <Layout ctx={ctx} preview={intro}>
      <Text>{t.hello(order.firstName ?? null)}</Text>
      <Text>{intro}</Text>
      <Heading as="h2">{t.order(order.orderId)}</Heading>
      <Lines ctx={ctx} lines={order.lines} />
      <Hr />
      <Totals ctx={ctx} order={order} />
      {kind === 'ORDER_CONFIRMED' ? <Address ctx={ctx} order={order} /> : null}
      <Button style={styles.button} href={page(ctx, `/orders/${order.orderId}`)}>
        {t.viewOrder}
      </Button>
    </Layout>
  );
}

function BasketEmail({ ctx, basket }: { ctx: Context; basket: Stored<'FORGOTTEN_BASKET'> }) {
  const t = EMAIL_TEXTS[ctx.lang];
  const intro = t.intros.FORGOTTEN_BASKET({ campaignTitle: '' });
  return (
    <Layout ctx={ctx} preview={intro}>
      <Text>{t.hello(basket.firstName ?? null)}</Text>
      <Text>{intro}</Text>
      <Lines ctx={ctx} lines={basket.lines} />
      <Button style={styles.button} href={page(ctx, '/basket')}>
        {t.viewBasket}
      </Button>
    </Layout>
  );
}

function CampaignEmail({
  ctx,
  kind,
  campaign,
}: {
  ctx: Context;
  kind: 'CAMPAIGN_FUNDED' | 'CAMPAIGN_NOT_FUNDED';
  campaign: Stored<'CAMPAIGN_FUNDED'>;
}) {
  const t = EMAIL_TEXTS[ctx.lang];
  const intro = t.intros[kind]({ campaignTitle: campaign.campaignTitle });
  return (
    <Layout ctx={ctx} preview={intro}>
      <Text>{t.hello(campaign.firstName ?? null)}</Text>
      <Text>{intro}</Text>
      <Text>
        {kind === 'CAMPAIGN_FUNDED' ? t.paid : t.refunded}
        {t.colon}
        {money(campaign.paidCents, ctx.lang)}
      </Text>
      <Button style={styles.button} href={page(ctx, `/campaign/${campaign.campaignUrl}`)}>
        {t.viewCampaign}
      </Button>
    </Layout>
  );
}

/** The subject and both parts of a stored e-mail, in its language. */
export async function renderEmail(kind: EmailKind, data: Stored<EmailKind>, ctx: Context): Promise<RenderedEmail> {
  const t = EMAIL_TEXTS[ctx.lang];
  let element: ReactNode;
  let subject: string;
  if (ORDER_KINDS.has(kind)) {
    const order = data as Stored<'ORDER_CONFIRMED'>;
    subject = t.subjects[kind]({ orderId: order.orderId });
    element = <OrderEmail ctx={ctx} kind={kind} order={order} />;
  } else if (kind === 'FORGOTTEN_BASKET') {
    subject = t.subjects[kind]({});
    element = <BasketEmail ctx={ctx} basket={data as Stored<'FORGOTTEN_BASKET'>} />;
  } else {
    const campaign = data as Stored<'CAMPAIGN_FUNDED'>;
    subject = t.subjects[kind]({ campaignTitle: campaign.campaignTitle });
    element = <CampaignEmail ctx={ctx} kind={kind as 'CAMPAIGN_FUNDED' | 'CAMPAIGN_NOT_FUNDED'} campaign={campaign} />;
  }
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
