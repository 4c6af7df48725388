import Decimal from 'decimal.js';
import { balanceLetter, type AccountInfo } from '@bayi/common';
import { notFound } from '../../plugins/errors';
import { groupBy } from '../../lib/group-by';
import type { CheckoutService } from '../checkout/service';
import { amountNumber, formatAmount, storedLineMoney, totalInTl } from '../pricing/line-money';
import type { AddressRow, DealersRepository } from './repository';

/** The address as one line: district and city added when the address text does not already end with them. */
export function addressText(a: Pick<AddressRow, 'address' | 'district' | 'city'>): string {
  const place = [a.district, a.city].filter(Boolean).join(' / ');
  return place && !a.address.includes(place) ? `${a.address}, ${place}` : a.address;
}

/**
 * The dealer's account page (GET /info/me). The balance and the risk limit left come from checkout's
 * risk rule — the same function the open-account check runs — so the page and checkout never disagree.
 */
export function createAccountService(repo: DealersRepository, checkout: CheckoutService) {
  return {
    async info(dealerId: number): Promise<AccountInfo> {
      const [dealer, addresses, openLines, risk] = await Promise.all([
        repo.accountDealer(dealerId),
        repo.addresses(dealerId),
        repo.uninvoicedOrderLines(dealerId),
        checkout.riskPosition(dealerId),
      ]);
      if (!dealer) throw notFound();
      let openOrders = new Decimal(0);
      for (const lines of groupBy(openLines, (l) => l.order_id).values()) {
        openOrders = openOrders.plus(
          totalInTl(lines.map((l) => ({ ...storedLineMoney(l), exchangeRate: l.exchange_rate }))),
        );
      }
      const tl = (value: Decimal) => formatAmount(value, 'TL');
      return {
        cari: {
          kod: dealer.code,
          ad: dealer.name,
          vergiDairesi: dealer.tax_office ?? '',
          vergiNumarasi: dealer.tax_number ?? '',
          risk: amountNumber(risk.limit),
          riskF: tl(risk.limit),
        },
        temsilci: dealer.representative_name
          ? {
              ad: dealer.representative_name,
              email: dealer.representative_email,
              telefon: dealer.representative_phone,
            }
          : null,
        adresler: addresses.map((a) => ({
          adres: addressText(a),
          yetkili: a.contact_person,
          baslik: a.title,
          telefon: a.phone,
        })),
        bakiye: amountNumber(risk.balance),
        bakiyeF: tl(risk.balance.abs()),
        bakiyeBA: balanceLetter(risk.balance.toFixed(2)),
        acikSiparisToplam: amountNumber(openOrders),
        acikSiparisToplamF: tl(openOrders),
        acikHesapSiparisToplam: amountNumber(risk.openOrders),
        acikHesapSiparisToplamF: tl(risk.openOrders),
        kalanRisk: amountNumber(risk.remaining),
        kalanRiskF: tl(risk.remaining),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
