import type { CurrencyRate } from '@bayi/common';
import { formatMoney } from '@bayi/common';

/** Sell rates in the top bar, e.g. "USD 41,52 ₺" (spec §2 "Top bar"). */
export function CurrencyRates({ rates }: { rates: readonly CurrencyRate[] }) {
  if (!rates.length) return null;
  return (
    <ul
      aria-label="Döviz satış kurları"
      className="no-scrollbar flex min-w-0 items-center gap-3 overflow-x-auto whitespace-nowrap sm:gap-4"
    >
      {rates.map((rate) => (
        <li key={rate.kod} className="flex items-center gap-1" title={`${rate.ad} satış kuru`}>
          <span className="font-semibold opacity-75">{rate.ad}</span>{' '}
          <span className="tabular-nums">{formatMoney(rate.satis)} ₺</span>
        </li>
      ))}
    </ul>
  );
}
