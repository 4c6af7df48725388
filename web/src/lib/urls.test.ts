import { describe, expect, it } from 'vitest';
import { imageUrl, loginBackgroundUrl, PAYMENT_SECURITY_LOGO, receiptPrintUrl, telUrl, whatsappUrl } from './urls';

describe('image addresses', () => {
  it('ask for the medium size unless told otherwise', () => {
    expect(imageUrl('kablo.jpg')).toBe('/image/show/?fileName=kablo.jpg&size=2');
    expect(imageUrl('kablo.jpg', 0)).toBe('/image/show/?fileName=kablo.jpg&size=0');
    expect(imageUrl('kablo.jpg', 3)).toBe('/image/show/?fileName=kablo.jpg&size=3');
  });

  it('escape file names, so a name cannot add parameters of its own', () => {
    expect(imageUrl('çay & şeker.png', 1)).toBe('/image/show/?fileName=%C3%A7ay%20%26%20%C5%9Feker.png&size=1');
    expect(imageUrl('a.png&size=0')).toBe('/image/show/?fileName=a.png%26size%3D0&size=2');
  });

  it('show the payment security logo at its original size', () => {
    expect(PAYMENT_SECURITY_LOGO).toBe('/image/show/?fileName=odeme-guvenlik.png&size=0');
  });

  it("escape the login page's background name, so it stays in its folder", () => {
    expect(loginBackgroundUrl('deniz.jpg')).toBe('/commons/images/bgs/deniz.jpg');
    expect(loginBackgroundUrl('../secret')).toBe('/commons/images/bgs/..%2Fsecret');
  });
});

describe('receipt addresses', () => {
  it('take a numeric or text id, escaped', () => {
    expect(receiptPrintUrl(42)).toBe('/payment2/print/42');
    expect(receiptPrintUrl('A/7')).toBe('/payment2/print/A%2F7');
  });
});

describe('contact links', () => {
  it('WhatsApp gets the number as digits only and the message escaped', () => {
    expect(whatsappUrl('+90 (532) 123 45 67', 'Merhaba, sipariş hakkında')).toBe(
      'https://wa.me/905321234567?text=Merhaba%2C%20sipari%C5%9F%20hakk%C4%B1nda',
    );
  });

  it('WhatsApp without a message opens an empty chat', () => {
    expect(whatsappUrl('0532 123 45 67', undefined)).toBe('https://wa.me/05321234567?text=');
  });

  it('a phone link keeps the digits and the leading +', () => {
    expect(telUrl('+90 216 555 01 24')).toBe('tel:+902165550124');
    expect(telUrl('(0216) 555-01-24')).toBe('tel:02165550124');
  });
});
