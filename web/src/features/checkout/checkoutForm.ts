import {
  CARD_PAYMENT,
  type CheckoutChoice,
  type CheckoutData,
  type CheckoutSubmission,
  type DeliveryMethod,
} from '@bayi/common';

/** The card of a payment by card (spec §3 "Checkout submission": cardName … installmentId). */
export interface CardChoice {
  name: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
  addCommission: boolean;
  /** 0 = single payment (spec §9). */
  installment: number;
  /** The provider's key of the chosen row; sent when a pay provider is set (spec §2). */
  installmentId: string | null;
}

export const EMPTY_CARD: CardChoice = {
  name: '',
  number: '',
  month: '',
  year: '',
  cvc: '',
  addCommission: false,
  installment: 0,
  installmentId: null,
};

/** What the dealer chooses on the checkout page. */
export interface CheckoutChoices {
  teslimSekli: DeliveryMethod;
  odemeSekli: string;
  teslimAdres: number | null;
  teslimAracSaat: string;
  teslimKuryeSaat: string;
  odemeHavaleBanka: number | null;
  card: CardChoice;
}

/** Delivery choices in order: depo and kargo always, arac and kurye when switched on (spec §4 "Checkout"). */
export function deliveryMethodsOf(data: CheckoutData): DeliveryMethod[] {
  return [
    'depo',
    'kargo',
    ...(data.teslimatAracActive ? (['arac'] as const) : []),
    ...(data.teslimatKuryeActive ? (['kurye'] as const) : []),
  ];
}

/** Payment choices: the card first when enabled, then the server's list (spec §4 "Checkout"). */
export function paymentMethodsOf(data: CheckoutData): string[] {
  const others = data.odemeSekilleri.filter((id) => id !== CARD_PAYMENT);
  return data.creditCardEnable ? [CARD_PAYMENT, ...others] : others;
}

/** Defaults: delivery from the warehouse, the server's default payment (spec §4 "Checkout"). */
export function initialChoices(data: CheckoutData): CheckoutChoices {
  const payments = paymentMethodsOf(data);
  return {
    teslimSekli: 'depo',
    odemeSekli: payments.includes(data.varsayilanOdemeSekli) ? data.varsayilanOdemeSekli : (payments[0] ?? ''),
    teslimAdres: null,
    teslimAracSaat: '',
    teslimKuryeSaat: '',
    odemeHavaleBanka: null,
    card: EMPTY_CARD,
  };
}

/** A completed order's choices (the checkout data's secim), in the form's terms, for its summary. */
export function completedChoices(choice: CheckoutChoice): CheckoutChoices {
  return {
    teslimSekli: choice.teslimSekli,
    odemeSekli: choice.odemeSekli,
    teslimAdres: choice.teslimAdres,
    teslimAracSaat: choice.teslimAracSaat ?? '',
    teslimKuryeSaat: choice.teslimKuryeSaat ?? '',
    odemeHavaleBanka: choice.odemeHavaleBanka,
    card: EMPTY_CARD,
  };
}

/** The submission sends only what belongs to the chosen delivery and payment; the rest goes as null. */
export function toSubmission(choices: CheckoutChoices, payProvider: string | null = null): CheckoutSubmission {
  const delivery = choices.teslimSekli;
  const card = choices.odemeSekli === CARD_PAYMENT ? choices.card : null;
  return {
    teslimSekli: delivery,
    odemeSekli: choices.odemeSekli,
    teslimAdres: delivery === 'kargo' ? choices.teslimAdres : null,
    teslimAracSaat: delivery === 'arac' && choices.teslimAracSaat ? choices.teslimAracSaat : null,
    teslimKuryeSaat: delivery === 'kurye' && choices.teslimKuryeSaat ? choices.teslimKuryeSaat : null,
    odemeHavaleBanka: choices.odemeSekli === 'havale' ? choices.odemeHavaleBanka : null,
    cardName: card ? card.name.trim() : null,
    cardNumber: card ? card.number : null,
    cardMonth: card ? card.month : null,
    cardYear: card ? card.year : null,
    cardCVC: card ? card.cvc : null,
    addcomissionToAmount: card ? card.addCommission : null,
    installment: card ? card.installment : null,
    // The hidden installment id goes when a pay provider is set (spec §2 "Checkout").
    installmentId: card && payProvider ? card.installmentId : null,
  };
}
