import { describe, expect, it } from 'vitest';
import { CARD_YEARS_AHEAD, paymentMessages } from '@bayi/common';
import {
  binOf,
  CARD_MONTHS,
  cardBrandOf,
  cardYears,
  digitsOnly,
  formatCardNumber,
  maxDigitsOf,
  monthForYear,
  parseAmount,
  pictureNumber,
  validateCardForm,
  type CardForm,
} from './card';

describe('the card type shown while the number is typed', () => {
  it('a number starting with 4 is a Visa', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('4355 0843 5508 4358')).toBe('visa');
  });

  it('34 and 37 are American Express', () => {
    expect(cardBrandOf('34')).toBe('amex');
    expect(cardBrandOf('37')).toBe('amex');
    expect(cardBrandOf('3782 822463 10005')).toBe('amex');
  });

  it('51 to 55 and the 2-series are Mastercard', () => {
    for (const prefix of ['51', '52', '53', '54', '55']) expect(cardBrandOf(prefix)).toBe('mastercard');
    expect(cardBrandOf('2221')).toBe('mastercard');
    expect(cardBrandOf('2720')).toBe('mastercard');
    expect(cardBrandOf('2223 0031 2200 3222')).toBe('mastercard');
  });

  it('6011 is Discover and 9792 is Troy', () => {
    expect(cardBrandOf('6011')).toBe('discover');
    expect(cardBrandOf('6011 1111 1111 1117')).toBe('discover');
    expect(cardBrandOf('9792')).toBe('troy');
    expect(cardBrandOf('9792 0200 0000 0001')).toBe('troy');
  });

  it('a lone 6, which several card types share, still gets the 16-digit mask', () => {
    const brand = cardBrandOf('6');
    expect(maxDigitsOf(brand)).toBe(16);
    expect(formatCardNumber('6')).toBe('6');
    expect(pictureNumber('6')).toBe('6••• •••• •••• ••••');
  });

  it('names no type from a single digit that several types share: the default shows until the digits decide', () => {
    // 6 may become Discover, Maestro, UnionPay or Troy; 5 Mastercard or Maestro; 3 Amex, Diners or JCB.
    for (const digit of ['3', '5', '6']) expect(cardBrandOf(digit), digit).toBe('visa');
    expect(cardBrandOf('60')).toBe('visa');
    expect(cardBrandOf('601')).toBe('visa');
    expect(cardBrandOf('6011')).toBe('discover');
  });

  it('Discover by its ranges 6011, 644–649 and 65; Troy by 9792 and its own 65… numbers', () => {
    expect(cardBrandOf('65')).toBe('discover');
    expect(cardBrandOf('644')).toBe('discover');
    expect(cardBrandOf('6440')).toBe('discover');
    expect(cardBrandOf('6499')).toBe('discover');
    expect(cardBrandOf('6512 3456 7890 1234')).toBe('discover');
    expect(cardBrandOf('6430')).toBe('visa');
    expect(cardBrandOf('6500 52')).toBe('troy');
  });

  it('Mastercard only inside 51–55 and 2221–2720, Amex only 34 and 37', () => {
    for (const prefix of ['50', '56', '2220', '2721']) expect(cardBrandOf(prefix), prefix).not.toBe('mastercard');
    for (const prefix of ['30', '35', '36', '38']) expect(cardBrandOf(prefix), prefix).not.toBe('amex');
  });

  it('an empty field, spaces only or an unknown prefix show as Visa', () => {
    expect(cardBrandOf('')).toBe('visa');
    expect(cardBrandOf('   ')).toBe('visa');
    // Prefixes of types the forms do not know (UnionPay's 62, nothing at all for 86) fall back to Visa.
    expect(cardBrandOf('62')).toBe('visa');
    expect(cardBrandOf('8600')).toBe('visa');
  });
});

describe('the card number as the field shows it', () => {
  it('groups a 16-digit card 4-4-4-4', () => {
    expect(formatCardNumber('4355084355084358')).toBe('4355 0843 5508 4358');
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008');
  });

  it('groups an American Express card 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('3782822463')).toBe('3782 822463');
  });

  it('groups a number still being typed without a trailing space', () => {
    expect(formatCardNumber('4355')).toBe('4355');
    expect(formatCardNumber('43550')).toBe('4355 0');
    expect(formatCardNumber('')).toBe('');
  });

  it('drops digits beyond the mask', () => {
    expect(formatCardNumber('43550843550843589999')).toBe('4355 0843 5508 4358');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('ignores anything that is not a digit', () => {
    expect(formatCardNumber('4355-0843 abc 5508.4358')).toBe('4355 0843 5508 4358');
    expect(formatCardNumber(' 3782 822463 10005 ')).toBe('3782 822463 10005');
  });

  it('takes 15 digits for American Express and 16 for every other type', () => {
    expect(maxDigitsOf('amex')).toBe(15);
    for (const brand of ['visa', 'mastercard', 'discover', 'troy'] as const) expect(maxDigitsOf(brand)).toBe(16);
  });
});

describe('the number on the card picture', () => {
  it('shows dots for the digits not typed yet', () => {
    expect(pictureNumber('')).toBe('•••• •••• •••• ••••');
    expect(pictureNumber('4355 08')).toBe('4355 08•• •••• ••••');
  });

  it('follows the American Express mask', () => {
    expect(pictureNumber('37')).toBe('37•• •••••• •••••');
    expect(pictureNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('shows no more digits than the card has', () => {
    expect(pictureNumber('43550843550843589999')).toBe('4355 0843 5508 4358');
  });
});

describe('the expiry lists', () => {
  it('offers the twelve months 01 to 12', () => {
    expect(CARD_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  it('offers this year and the 15 after it', () => {
    const years = cardYears(new Date(2026, 5, 15));
    expect(years).toHaveLength(CARD_YEARS_AHEAD + 1);
    expect(years).toHaveLength(16);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2041');
    expect(years).toEqual(Array.from({ length: 16 }, (_, i) => String(2026 + i)));
  });

  it('still starts with this year on the last minute of 31 December', () => {
    const years = cardYears(new Date(2026, 11, 31, 23, 59, 59));
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2041');
  });

  it('starts with the new year on 1 January', () => {
    expect(cardYears(new Date(2027, 0, 1))[0]).toBe('2027');
  });
});

describe('choosing the expiry year', () => {
  const midJune = new Date(2026, 5, 15);

  it('clears a month that has already passed this year', () => {
    expect(monthForYear('01', '2026', midJune)).toBe('');
    expect(monthForYear('05', '2026', midJune)).toBe('');
  });

  it('keeps the current month and the months still to come this year', () => {
    expect(monthForYear('06', '2026', midJune)).toBe('06');
    expect(monthForYear('07', '2026', midJune)).toBe('07');
    expect(monthForYear('12', '2026', midJune)).toBe('12');
  });

  it('keeps any month in a later year', () => {
    expect(monthForYear('01', '2027', midJune)).toBe('01');
    expect(monthForYear('05', '2041', midJune)).toBe('05');
  });

  it('leaves an unchosen month unchosen', () => {
    expect(monthForYear('', '2026', midJune)).toBe('');
    expect(monthForYear('', '2027', midJune)).toBe('');
  });

  it('in January no month has passed yet', () => {
    const january = new Date(2026, 0, 10);
    expect(monthForYear('01', '2026', january)).toBe('01');
    expect(monthForYear('12', '2026', january)).toBe('12');
  });

  it('in December only December is left this year', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 0);
    expect(monthForYear('11', '2026', newYearsEve)).toBe('');
    expect(monthForYear('01', '2026', newYearsEve)).toBe('');
    expect(monthForYear('12', '2026', newYearsEve)).toBe('12');
    expect(monthForYear('01', '2027', newYearsEve)).toBe('01');
  });
});

describe('the amount a dealer types', () => {
  it('reads a plain whole number', () => {
    expect(parseAmount('1250')).toBe('1250.00');
    expect(parseAmount('7')).toBe('7.00');
  });

  it('reads Turkish grouping: dots for thousands, a comma for decimals', () => {
    expect(parseAmount('1.250,50')).toBe('1250.50');
    expect(parseAmount('1.250')).toBe('1250.00');
    expect(parseAmount('1.234.567,8')).toBe('1234567.80');
  });

  it('reads a decimal comma or a decimal point, with one or two decimals', () => {
    expect(parseAmount('1250,5')).toBe('1250.50');
    expect(parseAmount('1250,05')).toBe('1250.05');
    expect(parseAmount('1250.50')).toBe('1250.50');
    expect(parseAmount('0,5')).toBe('0.50');
  });

  it('reads three digits after a dot as thousands, never as decimals', () => {
    expect(parseAmount('12.345')).toBe('12345.00');
    expect(parseAmount('1.000.000')).toBe('1000000.00');
  });

  it('refuses three decimals after a comma instead of reading them as thousands', () => {
    // The Turkish comma is the decimal separator: '0,125' is not 125 TL, '12,345' is not 12.345 TL.
    expect(parseAmount('0,125')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('0.125')).toBeNull();
    expect(parseAmount('1,5')).toBe('1.50');
  });

  it('refuses English grouping, which a Turkish reader would take the other way round', () => {
    expect(parseAmount('1,250.50')).toBeNull();
    expect(parseAmount('1,234,567.8')).toBeNull();
  });

  it('accepts a TL or ₺ suffix, in any case, with or without a space', () => {
    expect(parseAmount('1250 TL')).toBe('1250.00');
    expect(parseAmount('1250TL')).toBe('1250.00');
    expect(parseAmount('1250 tl')).toBe('1250.00');
    expect(parseAmount('1.250,50 ₺')).toBe('1250.50');
  });

  it('ignores spaces around and inside the number', () => {
    expect(parseAmount('  1250,50  ')).toBe('1250.50');
    expect(parseAmount('1 250')).toBe('1250.00');
  });

  it('drops leading zeros but keeps a zero before the decimals', () => {
    expect(parseAmount('0012,5')).toBe('12.50');
    expect(parseAmount('000')).toBe('0.00');
    expect(parseAmount('0,00')).toBe('0.00');
  });

  it('refuses more than two decimals', () => {
    expect(parseAmount('1250,505')).toBeNull();
    expect(parseAmount('1250.505')).toBeNull();
    expect(parseAmount('1.250,505')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const input of ['', '   ', 'TL', 'abc', 'on iki', '12a', '-5', '1.2.3', '12,', ',5', '1e3', '1.25.000'])
      expect(parseAmount(input), input).toBeNull();
  });
});

describe('checking the payment form before it is sent', () => {
  const valid: CardForm = {
    CardName: 'Ayşe Yılmaz',
    CardNumber: '4355 0843 5508 4358',
    CardMonth: '12',
    CardYear: '2030',
    CardCVC: '000',
    Price: '1.250,50',
  };

  it('has nothing to say about a complete form', () => {
    expect(validateCardForm(valid)).toEqual({});
  });

  it('names every empty field with its Turkish message', () => {
    const empty: CardForm = { CardName: '', CardNumber: '', CardMonth: '', CardYear: '', CardCVC: '', Price: '' };
    expect(validateCardForm(empty)).toEqual({
      CardName: paymentMessages.required('CardName'),
      CardNumber: paymentMessages.required('CardNumber'),
      CardMonth: paymentMessages.required('CardMonth'),
      CardYear: paymentMessages.required('CardYear'),
      CardCVC: paymentMessages.required('CardCVC'),
      Price: paymentMessages.required('Price'),
    });
    expect(validateCardForm(empty).CardName).toBe('Kart Sahibi gerekli.');
  });

  it('treats spaces alone as empty', () => {
    const errors = validateCardForm({ ...valid, CardName: '   ', CardNumber: '   ', CardCVC: ' ', Price: '  ' });
    expect(errors).toEqual({
      CardName: paymentMessages.required('CardName'),
      CardNumber: paymentMessages.required('CardNumber'),
      CardCVC: paymentMessages.required('CardCVC'),
      Price: paymentMessages.required('Price'),
    });
  });

  it('accepts a 16-digit number with or without the mask spaces', () => {
    expect(validateCardForm({ ...valid, CardNumber: '4355084355084358' })).toEqual({});
    expect(validateCardForm({ ...valid, CardNumber: '5528 7900 0000 0008' })).toEqual({});
  });

  it('refuses a number that is too short', () => {
    const errors = validateCardForm({ ...valid, CardNumber: '4355 0843 5508' });
    expect(errors).toEqual({ CardNumber: paymentMessages.exactLength('CardNumber', 16) });
    expect(errors.CardNumber).toBe('Kart Numarası 16 karakter uzunluğunda olmalıdır.');
  });

  it('accepts an American Express card with its 15 digits, as its 4-6-5 mask shows them', () => {
    expect(validateCardForm({ ...valid, CardNumber: formatCardNumber('378282246310005') })).toEqual({});
    expect(validateCardForm({ ...valid, CardNumber: '371449635398431' })).toEqual({});
  });

  it('asks 15 digits of an American Express number and 16 of every other', () => {
    expect(validateCardForm({ ...valid, CardNumber: '3782 822463 1000' }).CardNumber).toBe(
      'Kart Numarası 15 karakter uzunluğunda olmalıdır.',
    );
    expect(validateCardForm({ ...valid, CardNumber: '3782 822463 100050' }).CardNumber).toBe(
      'Kart Numarası 15 karakter uzunluğunda olmalıdır.',
    );
    expect(validateCardForm({ ...valid, CardNumber: '4355 0843 5508 435' }).CardNumber).toBe(
      'Kart Numarası 16 karakter uzunluğunda olmalıdır.',
    );
  });

  it('the number field takes as many digits as the form then asks for', () => {
    for (const number of ['34', '37', '3782 822463 10005', '4', '51', '6011', '9792', '6', '']) {
      const shown = formatCardNumber(`${digitsOnly(number)}${'0'.repeat(20)}`);
      const field = digitsOnly(shown);
      expect(field.length, number).toBe(maxDigitsOf(cardBrandOf(number)));
      expect(validateCardForm({ ...valid, CardNumber: shown }).CardNumber ?? '', number).not.toMatch(/karakter/);
    }
  });

  it('refuses a mistyped number: a wrong check digit', () => {
    expect(validateCardForm({ ...valid, CardNumber: '4355 0843 5508 4359' })).toEqual({
      CardNumber: 'Kart Numarası geçersiz.',
    });
    expect(validateCardForm({ ...valid, CardNumber: '3782 822463 10006' })).toEqual({
      CardNumber: 'Kart Numarası geçersiz.',
    });
  });

  it('refuses a number with characters other than digits and spaces', () => {
    expect(validateCardForm({ ...valid, CardNumber: '4355-0843-5508-4358' })).toEqual({
      CardNumber: paymentMessages.number('CardNumber'),
    });
  });

  it('refuses a CVC that is not a number', () => {
    expect(validateCardForm({ ...valid, CardCVC: '12a' })).toEqual({ CardCVC: paymentMessages.number('CardCVC') });
    expect(validateCardForm({ ...valid, CardCVC: ' 123 ' })).toEqual({});
  });

  it('refuses an amount that is not a number, and one that is zero', () => {
    expect(validateCardForm({ ...valid, Price: 'on iki' })).toEqual({ Price: paymentMessages.number('Price') });
    expect(validateCardForm({ ...valid, Price: '12,3456' })).toEqual({ Price: paymentMessages.number('Price') });
    expect(validateCardForm({ ...valid, Price: '0' })).toEqual({ Price: paymentMessages.pricePositive });
    expect(validateCardForm({ ...valid, Price: '0,00 TL' })).toEqual({ Price: paymentMessages.pricePositive });
  });

  it('reports every wrong field at once', () => {
    const errors = validateCardForm({ ...valid, CardName: '', CardCVC: 'x', Price: '0' });
    expect(Object.keys(errors).sort()).toEqual(['CardCVC', 'CardName', 'Price']);
  });
});

describe('the digits the instalment look-up sends', () => {
  it('sends at most the first 8 digits, never the whole number', () => {
    expect(binOf('4355 0843 5508 4358')).toBe('43550843');
    expect(binOf('3782 822463 10005')).toBe('37828224');
  });

  it('sends what there is of a shorter number', () => {
    expect(binOf('4355 08')).toBe('435508');
    expect(binOf('')).toBe('');
  });
});
