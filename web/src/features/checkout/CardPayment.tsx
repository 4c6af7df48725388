import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutData, RatioBank, RatioItem } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { inputClasses } from '../../components/FormField';
import { fetchRatios } from '../../components/payment/api';
import { CardFields, type CardErrors, type CardValues } from '../../components/payment/CardFields';
import { CommissionCheckbox } from '../../components/payment/CommissionCheckbox';
import { choiceKey, InstalmentTable } from '../../components/payment/InstalmentTable';
import { Price } from '../../components/Price';
import { binOf, monthForYear } from '../../lib/card';
import { useApplication } from '../../lib/queries';
import { commissionOffered } from '../../lib/settings';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { CardChoice } from './checkoutForm';
import { FieldError } from './CheckoutSection';
import { checkoutTexts as t } from './texts';

interface CardPaymentProps {
  data: CheckoutData;
  card: CardChoice;
  errors: Record<string, string> | null;
  onChange: (card: CardChoice) => void;
}

/** The checkout answer's card fields (cardName …) ↔ the card form's. */
const cardErrorsOf = (errors: Record<string, string> | null): CardErrors => ({
  name: errors?.cardName,
  number: errors?.cardNumber,
  month: errors?.cardMonth,
  year: errors?.cardYear,
  cvc: errors?.cardCVC,
});

function optionText(item: RatioItem): string {
  return item.instalment > 1
    ? `${item.desc}: ${item.instalment} x ${item.instalment_amountF} TL (toplam ${item.total_amountF} TL)`
    : `${item.desc}: ${item.total_amountF} TL`;
}

/**
 * The instalment alert box (spec §2): what the card will be charged for the chosen instalment. `totalTLF` is
 * the checkout answer's text with its currency already in it ('2.754,24 TL'), so nothing is added to it; the
 * ratio items' `…F` figures are bare numbers and take the TL here.
 */
function InstalmentNotice({ item, totalTLF }: { item: RatioItem | null; totalTLF: string }) {
  if (!item) {
    return (
      <Alert tone="info">
        {t.cardRatesHint} Sipariş tutarı: <Price formatted={totalTLF} currency="" className="font-semibold" />
      </Alert>
    );
  }
  return (
    <Alert tone="info" className="[&_strong]:font-semibold">
      {item.instalment > 1 ? (
        <>
          Kartınızdan <strong>{item.instalment} taksitte</strong> toplam{' '}
          <Price formatted={item.total_amountF} className="font-semibold" /> çekilecek (aylık{' '}
          <Price formatted={item.instalment_amountF} />
          ).
        </>
      ) : (
        <>
          Kartınızdan <strong>tek çekimle</strong> <Price formatted={item.total_amountF} className="font-semibold" />{' '}
          çekilecek.
        </>
      )}{' '}
      Ödeme bankanızın 3D doğrulamasıyla tamamlanır; sipariş, çekim onaylandığında tamamlanır.
    </Alert>
  );
}

/**
 * Checkout by card (spec §2 "Checkout" card form): holder, number, month, year, CVC, the commission
 * checkbox, the instalment select with the ratio table for this order's TL total, the instalment alert box
 * and the checkout data's errorMessage; with Paynet as pay provider, its ratio placeholder with the TL total.
 */
export function CardPayment({ data, card, errors, onChange }: CardPaymentProps) {
  const app = useApplication().data;
  const showCommission = commissionOffered(app);
  const selectId = useId();
  const bin = binOf(card.number);
  // The rates depend on the card's first digits only: asked again when they change, not on every digit.
  const ratioBin = useDebouncedValue(bin.length >= 6 ? bin : '', 250);
  const price = data.toplamTutarTL.toFixed(2);
  const ratios = useQuery({
    queryKey: ['payment-ratios', ratioBin, price, card.addCommission && showCommission],
    queryFn: ({ signal }) =>
      fetchRatios({ price, bin: ratioBin, addCommission: card.addCommission && showCommission }, signal),
    enabled: ratioBin.length >= 6 && data.toplamTutarTL > 0,
    staleTime: 60_000,
    retry: false,
  });
  const banks: RatioBank[] = useMemo(() => (ratioBin ? (ratios.data?.data ?? []) : []), [ratioBin, ratios.data]);
  const items = useMemo(() => banks.flatMap((bank) => bank.ratio.map((item) => ({ bank, item }))), [banks]);
  const chosen = items.find(({ item }) => item.instalment === card.installment) ?? null;

  const values: CardValues = {
    name: card.name,
    number: card.number,
    month: card.month,
    year: card.year,
    cvc: card.cvc,
  };
  const change = (field: keyof CardValues, value: string) => {
    const next = { ...card, [field]: value };
    if (field === 'year') next.month = monthForYear(card.month, value);
    // A new card may not offer the chosen instalment: back to a single payment.
    if (field === 'number' && binOf(value) !== bin) {
      next.installment = 0;
      next.installmentId = null;
    }
    onChange(next);
  };
  const choose = (item: RatioItem | null) =>
    onChange({ ...card, installment: item?.instalment ?? 0, installmentId: item?.id ?? null });

  const installmentError = errors?.installment;
  const isPaynet = data.payProvider?.toLowerCase() === 'paynet';
  return (
    <div className="flex flex-col gap-4">
      <CardFields
        values={values}
        errors={cardErrorsOf(errors)}
        months={data.cardMonthList}
        years={data.cardYearList}
        onChange={change}
      />
      {showCommission && (
        <CommissionCheckbox
          checked={card.addCommission}
          onChange={(checked) => onChange({ ...card, addCommission: checked })}
        />
      )}
      <div className="max-w-md">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t.installment}
        </label>
        <select
          id={selectId}
          value={String(card.installment)}
          onChange={(event) =>
            choose(items.find(({ item }) => String(item.instalment) === event.target.value)?.item ?? null)
          }
          aria-invalid={installmentError ? true : undefined}
          aria-describedby={installmentError ? `${selectId}-error` : undefined}
          className={inputClasses(Boolean(installmentError), 'h-11 pr-8')}
        >
          {items.length === 0 && <option value="0">Tek Çekim</option>}
          {items.map(({ bank, item }) => (
            <option key={choiceKey(bank, item)} value={String(item.instalment)}>
              {optionText(item)}
            </option>
          ))}
        </select>
        <FieldError id={`${selectId}-error`} message={installmentError} />
      </div>
      {ratios.isError && <Alert tone="warning">{(ratios.error as Error).message}</Alert>}
      {banks.length > 0 && (
        <InstalmentTable
          banks={banks}
          selected={chosen ? choiceKey(chosen.bank, chosen.item) : null}
          onSelect={({ item }) => choose(item)}
          name="checkout-taksit"
          caption={t.ratioTable}
        />
      )}
      {isPaynet && (
        // Paynet's own ratio script fills this box on its pages; ours shows the TL total it works from.
        <div
          data-testid="ratio-placeholder"
          className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700"
        >
          {t.ratioTotal}: <Price formatted={data.toplamTutarTLF} currency="" className="font-semibold" />
        </div>
      )}
      <InstalmentNotice item={chosen?.item ?? null} totalTLF={data.toplamTutarTLF} />
      {data.errorMessage && !data.secim && <Alert tone="error">{data.errorMessage}</Alert>}
    </div>
  );
}
