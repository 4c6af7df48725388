import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT, type CheckoutChoice, type CheckoutData } from '@bayi/common';
import {
  completedChoices,
  deliveryMethodsOf,
  EMPTY_CARD,
  initialChoices,
  paymentMethodsOf,
  toSubmission,
  type CheckoutChoices,
} from './checkoutForm';

/** The checkout data of an open order; each test changes what it is about. */
function checkoutData(patch: Partial<CheckoutData> = {}): CheckoutData {
  return {
    notFound: false,
    toplamTutarF: '1.250,50 TL',
    toplamTutarTLF: '1.250,50 TL',
    showToplamTL: false,
    toplamTutarTL: 1250.5,
    teslimatAracActive: false,
    teslimatKuryeActive: false,
    odemeSekilleri: ['havale', 'acikhesap'],
    varsayilanOdemeSekli: 'acikhesap',
    creditCardEnable: true,
    payProvider: null,
    adreses: [{ id: 7, yetkili: 'Mehmet Demir', adres: 'Atatürk Cad. No: 1, Kadıköy / İstanbul' }],
    teslimatAracSaats: ['09:00 - 12:00', '13:00 - 17:00'],
    teslimatKuryeSaats: ['10:00', '14:00'],
    cardMonthList: [{ value: '01', text: '01' }],
    cardYearList: [{ value: '2026', text: '2026' }],
    bankaHesaps: [{ id: 3, bankaAdi: 'Ziraat Bankası', doviz: 'TL', hesapNo: '123', iban: 'TR00' }],
    acikHesapMessage: '',
    secim: null,
    depoMessage: undefined,
    disableFinish: false,
    hasError: false,
    errorMessage: null,
    ...patch,
  };
}

/** A form in which the dealer filled in every field, then chose `patch`'s delivery and payment. */
function everythingFilled(patch: Partial<CheckoutChoices>): CheckoutChoices {
  return {
    teslimSekli: 'depo',
    odemeSekli: 'acikhesap',
    teslimAdres: 7,
    teslimAracSaat: '09:00 - 12:00',
    teslimKuryeSaat: '14:00',
    odemeHavaleBanka: 3,
    card: {
      name: '  Ayşe Yılmaz  ',
      number: '4355084355084358',
      month: '12',
      year: '2030',
      cvc: '000',
      addCommission: true,
      installment: 3,
      installmentId: 'paynet-row-3',
    },
    ...patch,
  };
}

const NO_CARD = {
  cardName: null,
  cardNumber: null,
  cardMonth: null,
  cardYear: null,
  cardCVC: null,
  addcomissionToAmount: null,
  installment: null,
  installmentId: null,
};

describe('the delivery choices', () => {
  it('are pick-up and cargo when nothing else is switched on', () => {
    expect(deliveryMethodsOf(checkoutData())).toEqual(['depo', 'kargo']);
  });

  it('add our own vehicle and the courier when they are switched on, in that order', () => {
    expect(deliveryMethodsOf(checkoutData({ teslimatAracActive: true }))).toEqual(['depo', 'kargo', 'arac']);
    expect(deliveryMethodsOf(checkoutData({ teslimatKuryeActive: true }))).toEqual(['depo', 'kargo', 'kurye']);
    expect(deliveryMethodsOf(checkoutData({ teslimatAracActive: true, teslimatKuryeActive: true }))).toEqual([
      'depo',
      'kargo',
      'arac',
      'kurye',
    ]);
  });
});

describe('the payment choices', () => {
  it("put the card first when it is enabled, then the server's list in its order", () => {
    expect(paymentMethodsOf(checkoutData())).toEqual([CARD_PAYMENT, 'havale', 'acikhesap']);
  });

  it('list the card once even when the server lists it too', () => {
    expect(paymentMethodsOf(checkoutData({ odemeSekilleri: ['havale', CARD_PAYMENT, 'acikhesap'] }))).toEqual([
      CARD_PAYMENT,
      'havale',
      'acikhesap',
    ]);
  });

  it('leave the card out when it is disabled, even when the server lists it', () => {
    expect(paymentMethodsOf(checkoutData({ creditCardEnable: false }))).toEqual(['havale', 'acikhesap']);
    expect(
      paymentMethodsOf(checkoutData({ creditCardEnable: false, odemeSekilleri: [CARD_PAYMENT, 'havale'] })),
    ).toEqual(['havale']);
  });
});

describe('the checkout form as it opens', () => {
  it('starts with pick-up from the warehouse and nothing else filled in', () => {
    expect(initialChoices(checkoutData())).toEqual({
      teslimSekli: 'depo',
      odemeSekli: 'acikhesap',
      teslimAdres: null,
      teslimAracSaat: '',
      teslimKuryeSaat: '',
      odemeHavaleBanka: null,
      card: EMPTY_CARD,
    });
  });

  it("preselects the server's default payment when it is offered", () => {
    expect(initialChoices(checkoutData({ varsayilanOdemeSekli: 'havale' })).odemeSekli).toBe('havale');
    expect(initialChoices(checkoutData({ varsayilanOdemeSekli: CARD_PAYMENT })).odemeSekli).toBe(CARD_PAYMENT);
  });

  it('preselects the first offered payment when the default is not offered', () => {
    expect(initialChoices(checkoutData({ varsayilanOdemeSekli: 'nakit' })).odemeSekli).toBe(CARD_PAYMENT);
    expect(
      initialChoices(checkoutData({ varsayilanOdemeSekli: CARD_PAYMENT, creditCardEnable: false })).odemeSekli,
    ).toBe('havale');
  });

  it('preselects nothing when no payment is offered', () => {
    expect(
      initialChoices(checkoutData({ creditCardEnable: false, odemeSekilleri: [], varsayilanOdemeSekli: 'havale' }))
        .odemeSekli,
    ).toBe('');
  });
});

describe('the summary of a completed order', () => {
  it('shows the delivery and payment it was completed with', () => {
    const secim: CheckoutChoice = {
      teslimSekli: 'arac',
      teslimAdres: null,
      teslimAracSaat: '09:00 - 12:00',
      teslimKuryeSaat: null,
      odemeSekli: 'havale',
      odemeHavaleBanka: 3,
    };
    expect(completedChoices(secim)).toEqual({
      teslimSekli: 'arac',
      odemeSekli: 'havale',
      teslimAdres: null,
      teslimAracSaat: '09:00 - 12:00',
      teslimKuryeSaat: '',
      odemeHavaleBanka: 3,
      card: EMPTY_CARD,
    });
  });

  it('never carries card details', () => {
    const secim: CheckoutChoice = {
      teslimSekli: 'kargo',
      teslimAdres: 7,
      teslimAracSaat: null,
      teslimKuryeSaat: null,
      odemeSekli: CARD_PAYMENT,
      odemeHavaleBanka: null,
    };
    const choices = completedChoices(secim);
    expect(choices.card).toEqual(EMPTY_CARD);
    expect(choices.teslimAdres).toBe(7);
    expect(choices.teslimAracSaat).toBe('');
  });
});

describe('what finishing the order sends', () => {
  it('pick-up with open account sends nothing but the two choices', () => {
    expect(toSubmission(everythingFilled({ teslimSekli: 'depo', odemeSekli: 'acikhesap' }))).toEqual({
      teslimSekli: 'depo',
      odemeSekli: 'acikhesap',
      teslimAdres: null,
      teslimAracSaat: null,
      teslimKuryeSaat: null,
      odemeHavaleBanka: null,
      ...NO_CARD,
    });
  });

  it('cargo sends the chosen address only', () => {
    const sent = toSubmission(everythingFilled({ teslimSekli: 'kargo' }));
    expect(sent.teslimAdres).toBe(7);
    expect(sent.teslimAracSaat).toBeNull();
    expect(sent.teslimKuryeSaat).toBeNull();
  });

  it('our own vehicle sends its time slot only', () => {
    const sent = toSubmission(everythingFilled({ teslimSekli: 'arac' }));
    expect(sent.teslimAracSaat).toBe('09:00 - 12:00');
    expect(sent.teslimAdres).toBeNull();
    expect(sent.teslimKuryeSaat).toBeNull();
  });

  it('the courier sends its time only', () => {
    const sent = toSubmission(everythingFilled({ teslimSekli: 'kurye' }));
    expect(sent.teslimKuryeSaat).toBe('14:00');
    expect(sent.teslimAdres).toBeNull();
    expect(sent.teslimAracSaat).toBeNull();
  });

  it('a time slot not chosen goes as null, not as an empty text', () => {
    expect(toSubmission(everythingFilled({ teslimSekli: 'arac', teslimAracSaat: '' })).teslimAracSaat).toBeNull();
    expect(toSubmission(everythingFilled({ teslimSekli: 'kurye', teslimKuryeSaat: '' })).teslimKuryeSaat).toBeNull();
  });

  it('a bank transfer sends the chosen bank account and no card', () => {
    const sent = toSubmission(everythingFilled({ odemeSekli: 'havale' }));
    expect(sent.odemeHavaleBanka).toBe(3);
    expect(sent).toMatchObject(NO_CARD);
  });

  it('a card payment sends the card, with the name trimmed, and no bank account', () => {
    const sent = toSubmission(everythingFilled({ teslimSekli: 'kargo', odemeSekli: CARD_PAYMENT }));
    expect(sent).toEqual({
      teslimSekli: 'kargo',
      odemeSekli: CARD_PAYMENT,
      teslimAdres: 7,
      teslimAracSaat: null,
      teslimKuryeSaat: null,
      odemeHavaleBanka: null,
      cardName: 'Ayşe Yılmaz',
      cardNumber: '4355084355084358',
      cardMonth: '12',
      cardYear: '2030',
      cardCVC: '000',
      addcomissionToAmount: true,
      installment: 3,
      installmentId: null,
    });
  });

  it("sends the instalment row's id only when a pay provider is set", () => {
    const choices = everythingFilled({ odemeSekli: CARD_PAYMENT });
    expect(toSubmission(choices).installmentId).toBeNull();
    expect(toSubmission(choices, null).installmentId).toBeNull();
    expect(toSubmission(choices, 'paynet').installmentId).toBe('paynet-row-3');
    expect(toSubmission({ ...choices, card: { ...choices.card, installmentId: null } }, 'paynet').installmentId).toBe(
      null,
    );
  });

  it('never sends the instalment id without a card payment, provider or not', () => {
    expect(toSubmission(everythingFilled({ odemeSekli: 'havale' }), 'paynet').installmentId).toBeNull();
  });

  it('a single payment by card sends instalment 0', () => {
    const choices = everythingFilled({ odemeSekli: CARD_PAYMENT });
    const sent = toSubmission({ ...choices, card: { ...choices.card, installment: 0, addCommission: false } });
    expect(sent.installment).toBe(0);
    expect(sent.addcomissionToAmount).toBe(false);
  });
});
