import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageOf, isApiError } from './http';

describe("the server's refusals", () => {
  it("carry the server's Turkish sentence to show", () => {
    const error = new ApiError(400, 'Tutar sıfırdan büyük olmalı.');
    expect(errorMessageOf(error)).toBe('Tutar sıfırdan büyük olmalı.');
    expect(error.message).toBe('Tutar sıfırdan büyük olmalı.');
    expect(error.name).toBe('ApiError');
  });

  it('carry the message of each refused field', () => {
    const error = new ApiError(400, 'Maalesef, tüm alanlar doğru doldurulmadı.', { CardCVC: 'CVC gerekli.' });
    expect(error.fields).toEqual({ CardCVC: 'CVC gerekli.' });
    expect(new ApiError(500, 'x').fields).toEqual({});
  });

  it('tell a missing page from other failures', () => {
    expect(new ApiError(404, 'Ürün bulunamadı.').isNotFound).toBe(true);
    expect(new ApiError(400, 'x').isNotFound).toBe(false);
    expect(new ApiError(0, 'x').isNotFound).toBe(false);
  });

  it('are told apart from other errors', () => {
    expect(isApiError(new ApiError(500, 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('x')).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('any other failure', () => {
  it('shows a general Turkish sentence, never the programme error', () => {
    const generic = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';
    expect(errorMessageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(generic);
    expect(errorMessageOf('boom')).toBe(generic);
    expect(errorMessageOf(undefined)).toBe(generic);
  });
});
