import { describe, expect, it } from 'vitest';
import { adminSettingValuesSchema, settingsRefusal, settingValuesProblems } from '../index';

describe('the settings form, checked in the browser and on the server alike', () => {
  it('takes values each setting allows', () => {
    expect(adminSettingValuesSchema.safeParse({ 'catalog.pageSize': '24', 'belge.siparis.onek': 'WEB' }).success).toBe(
      true,
    );
  });

  it('puts each refusal on its own setting, in the words the admin reads beside the field', () => {
    const result = adminSettingValuesSchema.safeParse({ 'catalog.pageSize': '1000', 'belge.siparis.onek': 'web' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join(' '), i.message])).toEqual([
      ['catalog.pageSize', 'Sayfa başına ürün 6 ile 100 arasında bir tam sayı olmalı.'],
      ['belge.siparis.onek', 'Sipariş belge no ön eki 2–5 büyük harf olmalı (ör. WEB).'],
    ]);
  });

  it('names a key no setting has, and counts the refusals for the save bar', () => {
    expect(settingValuesProblems({ 'yok.boyle': 'x' })).toEqual({ 'yok.boyle': 'Bilinmeyen ayar: yok.boyle.' });
    expect(settingsRefusal(2)).toBe('2 ayar kaydedilemedi; işaretli alanları düzeltin.');
  });
});
