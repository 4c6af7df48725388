import {
  CARD_PAYMENT,
  type CheckoutChoice,
  type CheckoutData,
  type CheckoutSubmission,
  type DeliveryMethod,
} from '@bayi/common';

/** What the dealer chooses on the checkout page. */
export interface CheckoutChoices {
  teslimSekli: DeliveryMethod;
  odemeSekli: string;
  teslimAdres: number | null;
  teslimAracSaat: string;
  teslimKuryeSaat: string;
  odemeHavaleBanka: number | null;
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
  };
}

/** The submission sends only what belongs to the chosen delivery and payment; the rest goes as null. */
export function toSubmission(choices: CheckoutChoices): CheckoutSubmission {
  const delivery = choices.teslimSekli;
  return {
    teslimSekli: delivery,
    odemeSekli: choices.odemeSekli,
    teslimAdres: delivery === 'kargo' ? choices.teslimAdres : null,
    teslimAracSaat: delivery === 'arac' && choices.teslimAracSaat ? choices.teslimAracSaat : null,
    teslimKuryeSaat: delivery === 'kurye' && choices.teslimKuryeSaat ? choices.teslimKuryeSaat : null,
    odemeHavaleBanka: choices.odemeSekli === 'havale' ? choices.odemeHavaleBanka : null,
    cardName: null,
    cardNumber: null,
    cardMonth: null,
    cardYear: null,
    cardCVC: null,
    addcomissionToAmount: null,
    installment: null,
    installmentId: null,
  };
}
