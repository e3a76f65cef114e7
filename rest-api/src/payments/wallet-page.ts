import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { TestProvider } from './test-provider.js';

type Lang = 'fr' | 'en';

const TEXTS = {
  fr: {
    title: 'Paiement de test',
    note: 'Portefeuille du fournisseur de paiement de test : aucun argent ne sera débité.',
    approve: 'Approuver le paiement',
    cancel: 'Annuler',
    settled: 'Ce paiement a déjà été traité.',
    unknown: 'Ce paiement est inconnu.',
    back: 'Retour à la boutique',
  },
  en: {
    title: 'Test payment',
    note: 'Wallet of the test payment provider: no money will be taken.',
    approve: 'Approve the payment',
    cancel: 'Cancel',
    settled: 'This payment has already been processed.',
    unknown: 'This payment is unknown.',
    back: 'Back to the shop',
  },
} satisfies Record<Lang, Record<string, string>>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const langOf = (value: unknown, fallback: Lang): Lang => (value === 'fr' || value === 'en' ? value : fallback);

function page(reply: FastifyReply, status: number, lang: Lang, body: string) {
  const t = TEXTS[lang];
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
button{font-size:1rem;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:.4rem;border:1px solid #555;cursor:pointer}
button[value=approve]{background:#1b5e20;color:#fff;border-color:#1b5e20}.amount{font-size:2rem;font-weight:700}</style></head>
<body><main><h1>${t.title}</h1>${body}</main></body></html>`,
    );
}

interface WalletRow {
  amount_cents: number;
  description: string;
  return_url: string | null;
  lang: Lang;
  status: string;
}

/** `return_url` with what happened, as the web expects it back. */
const backTo = (returnUrl: string, outcome: 'approved' | 'canceled') => {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', outcome);
  return url.toString();
};

/**
 * The test provider's wallet approval page, outside the REST contract: a real provider serves
 * its own. GET shows the amount with Approve and Cancel; POST settles the payment (the provider
 * then posts its signed webhook) and sends the buyer back to the web's `return_url`.
 */
export async function testWalletRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Queryable; provider: TestProvider },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const find = async (ref: string) =>
      (
        await db.query<WalletRow>(
          "SELECT amount_cents, description, return_url, lang, status FROM test_provider_payments WHERE provider_ref = $1 AND method = 'WALLET'",
          [ref],
        )
      )[0];

    scope.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
      '/payments/test/wallet/:ref',
      async (request, reply) => {
        const payment = await find(request.params.ref);
        const lang = langOf(request.query.lang, payment?.lang ?? 'fr');
        const t = TEXTS[lang];
        if (!payment) return page(reply, 404, lang, `<p>${t.unknown}</p>`);
        if (payment.status !== 'PENDING') return page(reply, 409, lang, `<p>${t.settled}</p>`);
        const action = `/payments/test/wallet/${encodeURIComponent(request.params.ref)}`;
        return page(
          reply,
          200,
          lang,
          `<p>${escapeHtml(payment.description)}</p><p class="amount">${money(payment.amount_cents, lang)}</p><p>${t.note}</p>
<form method="post" action="${action}"><input type="hidden" name="lang" value="${lang}">
<button type="submit" name="decision" value="approve">${t.approve}</button><button type="submit" name="decision" value="cancel">${t.cancel}</button></form>`,
        );
      },
    );

    scope.post<{ Params: { ref: string }; Body: Record<string, string> | undefined }>(
      '/payments/test/wallet/:ref',
      async (request, reply) => {
        const payment = await find(request.params.ref);
        const lang = langOf(request.body?.lang, payment?.lang ?? 'fr');
        const decision = request.body?.decision;
        if (!payment) return page(reply, 404, lang, `<p>${TEXTS[lang].unknown}</p>`);
        if (decision !== 'approve' && decision !== 'cancel') return page(reply, 400, lang, '<p>decision?</p>');
        const settled = await provider.settleWallet(request.params.ref, decision === 'approve');
        if (!settled || !payment.return_url) return page(reply, 409, lang, `<p>${TEXTS[lang].settled}</p>`);
        return reply.redirect(backTo(payment.return_url, decision === 'approve' ? 'approved' : 'canceled'), 303);
      },
    );
  });
}
