'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { serverBasketView, type BasketView, type GroupView } from '@/features/basket/basketView';
import { formatMoney } from '@/i18n/money';
import { addressInput, addressView } from '@/features/basket/addressMapping';
import { AddressForm } from '@/features/basket/page/AddressForm';
import { basketFailure } from '@/features/basket/server/basketErrors';
import { useSignedInQueryOptions } from '@/features/basket/useSignedInQuery';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { TitledSection } from '@/ui/TitledSection';
import {
  BasketDocument,
  CheckoutContactDocument,
  SetBasketDeliveryAddressDocument,
  type PaymentMethod,
} from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { readCard, type CardField, type CardFields } from './cardRules';
import { CardForm } from './CardForm';
import { CheckoutSummary } from './CheckoutSummary';
import { ParticipationFields } from './ParticipationFields';
import { SubmitProblem } from './SubmitProblem';
import { useSubmitOrder } from './useSubmitOrder';

/** Checkout for the basket lines of one campaign: address, participation, payment. */
export function CheckoutPage({ campaignId, lang }: { campaignId: string; lang: Locale }) {
  const { t } = useLingui();
  const vars = { lang: graphqlLanguage(lang) };
  // On a reload the session arrives after the first render: ask once it is known.
  const signedInOnly = useSignedInQueryOptions();
  const signedIn = !signedInOnly.skip;
  const basketQuery = useQuery(BasketDocument, { variables: vars, ...signedInOnly });
  const contact = useQuery(CheckoutContactDocument, signedInOnly);
  const [saveAddress] = useMutation(SetBasketDeliveryAddressDocument);
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardField[]>([]);
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const { submit, pending, failure, holding } = useSubmitOrder(campaignId, lang);
  const shown = useRef<{ basket: BasketView; group: GroupView } | null>(null);

  const live = basketQuery.data?.basket ? serverBasketView(basketQuery.data.basket) : null;
  const liveGroup = live?.groups.find((candidate) => candidate.campaignId === campaignId);
  // Once "Pay" is pressed the order takes the lines out of the basket: the page goes on showing
  // what the shopper was paying for (no "no longer contains" flash, and a declined card is
  // retried here), the basket as it was before the order.
  if (live && liveGroup && !holding) shown.current = { basket: live, group: liveGroup };
  const basket = holding && shown.current ? shown.current.basket : live;
  const group = holding && shown.current ? shown.current.group : liveGroup;

  if (!basket && (!signedIn || basketQuery.loading || contact.loading)) {
    return (
      <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={200} />
      </Container>
    );
  }
  if (!basket || !group) {
    return (
      <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h1">
          <Trans>Commande</Trans>
        </Typography>
        <Typography role={basketQuery.error ? 'alert' : undefined}>
          {basketQuery.error ? (
            <Trans>Votre panier n’a pas pu être chargé.</Trans>
          ) : (
            <Trans>Votre panier ne contient plus d’article de cette campagne.</Trans>
          )}
        </Typography>
        <Button component={IntentLink} href={localePath(lang, '/basket')} variant="contained">
          <Trans>Retour au panier</Trans>
        </Button>
      </Container>
    );
  }

  const address =
    basket.address ??
    (contact.data?.viewer?.contact?.address ? addressView(contact.data.viewer.contact.address) : null);
  const total = formatMoney(group.itemsCents + (basket.deliveryPriceCents ?? 0), lang);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'WALLET') return void submit({ method, card: null, comment, anonymous });
    const read = readCard(card, new Date());
    if ('errors' in read) return setCardErrors(read.errors);
    setCardErrors([]);
    void submit({ method, card: read.card, comment, anonymous });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <div>
        <Typography variant="h1">
          <Trans>Commande</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{group.campaignTitle}</Typography>
      </div>
      <TitledSection title={<Trans>Récapitulatif</Trans>}>
        <CheckoutSummary group={group} deliveryCents={basket.deliveryPriceCents} lang={lang} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Les options pourront encore être changées depuis la page de la commande.</Trans>{' '}
          <Link component={IntentLink} href={localePath(lang, '/basket')}>
            <Trans>Modifier le panier</Trans>
          </Link>
        </Typography>
      </TitledSection>
      <TitledSection title={<Trans>Adresse de livraison</Trans>}>
        <AddressForm
          key={basket.address ? 'saved' : 'new'}
          address={address}
          country={basket.deliveryCountry}
          submitLabel={basket.address ? <Trans>Mettre à jour l’adresse</Trans> : <Trans>Utiliser cette adresse</Trans>}
          onSave={async (value) => {
            try {
              await saveAddress({
                variables: {
                  ...vars,
                  input: addressInput(value),
                },
              });
              return null;
            } catch (error) {
              return basketFailure(error);
            }
          }}
        />
      </TitledSection>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t`Paiement`} sx={{ display: 'grid', gap: 3 }}>
        <TitledSection title={<Trans>Votre contribution</Trans>}>
          <ParticipationFields
            comment={comment}
            anonymous={anonymous}
            onComment={setComment}
            onAnonymous={setAnonymous}
          />
        </TitledSection>
        <TitledSection title={<Trans>Paiement</Trans>}>
          <RadioGroup
            aria-labelledby="checkout-payment"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            <FormControlLabel value="CARD" control={<Radio />} label={t`Carte bancaire`} />
            <FormControlLabel value="WALLET" control={<Radio />} label={t`Portefeuille du prestataire de paiement`} />
          </RadioGroup>
          {method === 'CARD' ? (
            <CardForm values={card} errors={cardErrors} onChange={setCard} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Trans>
                Vous allez être redirigé vers la page du prestataire pour approuver le paiement, puis ramené à votre
                commande.
              </Trans>
            </Typography>
          )}
        </TitledSection>
        {!basket.address && (
          <Typography role="status" sx={{ color: 'warning.main' }}>
            <Trans>Enregistrez d’abord l’adresse de livraison ci-dessus.</Trans>
          </Typography>
        )}
        {failure && <SubmitProblem failure={failure} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          disabled={!basket.address || !basket.deliveryCountry}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {method === 'CARD' ? <Trans>Payer {total}</Trans> : <Trans>Continuer vers le portefeuille ({total})</Trans>}
        </Button>
      </Box>
    </Container>
  );
}
