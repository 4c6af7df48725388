import { describe, expect, it } from 'vitest';
import { decodeThreeDsHtml } from './api';

const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe("the bank's 3-D Secure page", () => {
  it('is decoded from base64 as UTF-8, so Turkish letters survive', () => {
    const html = '<!doctype html><html lang="tr"><body><h1>Ödeme doğrulaması — şifrenizi girin</h1></body></html>';
    expect(decodeThreeDsHtml(base64Of(html))).toBe(html);
  });

  it('keeps the form and script the bank sends as they are', () => {
    const html = '<form action="https://3d.bank.example/acs" method="post"><input name="PaReq" value="a+b/c="></form>';
    expect(decodeThreeDsHtml(base64Of(html))).toBe(html);
  });

  it('is empty for an empty answer', () => {
    expect(decodeThreeDsHtml('')).toBe('');
  });
});
