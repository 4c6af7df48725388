import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT, DELIVERY_METHODS } from '@bayi/common';
import { DELIVERY_OPTIONS, paymentOption } from './texts';

describe('the payment choices on the checkout page', () => {
  it('name the known payment methods in Turkish', () => {
    expect(paymentOption(CARD_PAYMENT).title).toBe('Kredi Kartı');
    expect(paymentOption('havale').title).toBe('Havale / EFT');
    expect(paymentOption('acikhesap').title).toBe('Açık Hesap');
    expect(paymentOption('kapidaodeme').title).toBe('Kapıda Ödeme');
  });

  it('recognise a known id written in capitals', () => {
    expect(paymentOption('HAVALE').title).toBe('Havale / EFT');
    expect(paymentOption('Nakit').title).toBe('Nakit');
  });

  it('recognise capital ids whose I is an ASCII i, not a Turkish dotless ı', () => {
    expect(paymentOption('KREDIKARTI')).toEqual(paymentOption(CARD_PAYMENT));
    expect(paymentOption('KREDIKARTI').title).toBe('Kredi Kartı');
    expect(paymentOption('ACIKHESAP').title).toBe('Açık Hesap');
    expect(paymentOption('KAPIDAODEME').title).toBe('Kapıda Ödeme');
    expect(paymentOption('CEK').title).toBe('Çek');
  });

  it('still show a method the page does not know, named after its id', () => {
    expect(paymentOption('mailorder')).toEqual({ title: 'Mailorder', icon: 'fa-solid fa-wallet' });
    expect(paymentOption('mail_order').title).toBe('Mail order');
    expect(paymentOption('pos-cihazi').title).toBe('Pos cihazi');
  });

  it('capitalise an unknown id the Turkish way', () => {
    expect(paymentOption('ileri_tarihli').title).toBe('İleri tarihli');
  });
});

describe('the delivery choices on the checkout page', () => {
  it('have a title, a description and an icon for every delivery method', () => {
    for (const method of DELIVERY_METHODS) {
      expect(DELIVERY_OPTIONS[method].title, method).not.toBe('');
      expect(DELIVERY_OPTIONS[method].description, method).not.toBe('');
      expect(DELIVERY_OPTIONS[method].icon, method).toMatch(/^fa-/);
    }
    expect(DELIVERY_OPTIONS.depo.title).toBe('Depodan Teslim');
  });
});
