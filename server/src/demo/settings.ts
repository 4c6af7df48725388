import Decimal from 'decimal.js';
import type { Db } from '../db/client';
import { currencies, exchangeRates, settings, vatRates } from '../db/schema';
import { COMPANY } from './company';
import { addDays, daysBetween, isoDate } from './dates';
import { IMAGE_FILES } from './images';
import { hashString } from './random';

/** The three price lists; kisayol.fiyat.1/2/3 (ctrl+1/2/3) name them in this order. */
export const PRICE_LISTS = [
  { name: 'Bayi Fiyatı', currencyCode: 'TL' },
  { name: 'Liste Fiyatı USD', currencyCode: 'USD' },
  { name: 'Liste Fiyatı EUR', currencyCode: 'EUR' },
] as const;

export type CurrencyCode = 'TL' | 'USD' | 'EUR';

/** Key/value settings (spec §3 and the keys the server reads). None is secret, so all are public. */
export function settingRows(): { key: string; value: string; isPublic: boolean }[] {
  const values: Record<string, string> = {
    firmaadi: COMPANY.legalName,
    favicon: IMAGE_FILES.favicon,
    siteLogo: IMAGE_FILES.logo,
    'home.vitrin.tipi': 'slider',
    'home.vitrin.productlist.type': 'corusel',
    'kisayol.fiyat.1': PRICE_LISTS[0].name,
    'kisayol.fiyat.2': PRICE_LISTS[1].name,
    'kisayol.fiyat.3': PRICE_LISTS[2].name,
    'footer.center': `${COMPANY.shortName} — ${COMPANY.founded}'den bu yana elektrik ve hırdavat malzemelerinde bayilerinizin güvenilir tedarik ortağı.`,
    'footer.adres': COMPANY.address,
    'footer.phone': COMPANY.phone,
    'footer.email': COMPANY.email,
    'footer.whatsapp.phone': COMPANY.whatsappPhone,
    'footer.whatsapp.text': 'Merhaba, ürünler ve siparişim hakkında bilgi almak istiyorum.',
    'stok.listele.stoktakiler': 'False',
    'stok.default.sort.field': 'ad',
    'stok.default.sort.order': 'asc',
    showReportBarcode: 'True',
    showReportSerino: 'False',
    showPaymentKomisyon: 'True',
    'layout.master': 'sidebar',
    autoComplete: 'True',
    'login.background': IMAGE_FILES.loginBackground,
    // No online application form in the demo: the sign-in page shows no /bayibasvuru link.
    'login.showBayiFormu': 'False',
    'catalog.pageSize': '24',
    'teslimat.arac.active': 'True',
    'teslimat.kurye.active': 'True',
    'odeme.sekilleri': 'havale,acikhesap',
    'odeme.varsayilan': 'havale',
    'odeme.krediKarti.active': 'True',
    'odeme.payProvider': '',
    'odeme.acikhesap.mesaj':
      '<p><strong>Açık hesap</strong> ile verilen siparişler, cari hesabınıza tanımlı risk limiti dahilinde onaylanır. ' +
      'Ödeme vadesi cari sözleşmenizde belirtilen gün sayısı kadardır; vadesi geçmiş bakiyesi bulunan hesaplar için ' +
      'yeni açık hesap siparişi, tahsilat yapılana kadar bekletilir. Güncel bakiyenizi Hesabım &gt; Raporlar bölümünden izleyebilirsiniz.</p>',
    'odeme.showToplamTL': 'True',
    'depo.teslim.mesaj':
      'Depodan teslim seçtiğiniz siparişler, onaydan sonraki iş günü 08:30–17:30 saatleri arasında İkitelli OSB ' +
      'depomuzdan teslim alınabilir. Teslim alırken sipariş numaranızı ve kaşeli yetki belgenizi yanınızda bulundurunuz.',
    'belge.siparis.onek': 'WEB',
  };
  return Object.entries(values).map(([key, value]) => ({ key, value, isPublic: true }));
}

/**
 * Exchange rates as the TCMB publishes them (4 decimals), for any day: today's level for late
 * 2026 with a steady lira depreciation going back in time and a small per-day wobble. A pure
 * function of the date, so history documents and the 30-day table agree. Today's rate is always the
 * same figure, the one the USD and EUR price lists were converted with: the lists match it exactly
 * and the catalogue does not change with the day it is generated on.
 */
const TODAY_SELL: Record<Exclude<CurrencyCode, 'TL'>, number> = { USD: 41.8125, EUR: 48.6475 };
const DAILY_DEPRECIATION = 0.00062;
const SPREAD = 0.0018;

export class ExchangeRates {
  constructor(private readonly today: Date) {}

  sell(code: CurrencyCode, day: Date): Decimal {
    if (code === 'TL') return new Decimal(1);
    const back = Math.max(0, daysBetween(day, this.today));
    const wobble = back === 0 ? 0 : ((hashString(`${code}:${isoDate(day)}`) % 1000) / 1000 - 0.5) * 0.003;
    const value = TODAY_SELL[code] * (1 - DAILY_DEPRECIATION * back) * (1 + wobble);
    return new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  }

  buy(code: CurrencyCode, day: Date): Decimal {
    return this.sell(code, day)
      .div(1 + SPREAD)
      .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  }
}

export async function seedReferenceData(
  db: Db,
  now: Date,
): Promise<{ rates: ExchangeRates; counts: Record<string, number> }> {
  const rates = new ExchangeRates(now);
  const settingList = settingRows();
  await db.insert(settings).values(settingList);
  await db.insert(currencies).values([
    { code: 'TL', name: 'Türk Lirası', symbol: '₺', sort: 1 },
    { code: 'USD', name: 'Amerikan Doları', symbol: '$', sort: 2 },
    { code: 'EUR', name: 'Euro', symbol: '€', sort: 3 },
  ]);
  const rateRows = (['USD', 'EUR'] as const).flatMap((code) =>
    Array.from({ length: 30 }, (_, i) => {
      const day = addDays(now, -i);
      return {
        currencyCode: code,
        rateDate: isoDate(day),
        buy: rates.buy(code, day).toFixed(4),
        sell: rates.sell(code, day).toFixed(4),
        source: 'demo',
      };
    }),
  );
  await db.insert(exchangeRates).values(rateRows);
  const vat = [
    { name: 'KDV %1', rate: '1' },
    { name: 'KDV %10', rate: '10' },
    { name: 'KDV %20', rate: '20' },
  ];
  await db.insert(vatRates).values(vat);
  return {
    rates,
    counts: { settings: settingList.length, currencies: 3, exchangeRates: rateRows.length, vatRates: vat.length },
  };
}
