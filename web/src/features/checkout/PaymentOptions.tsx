import { useId } from 'react';
import { CARD_PAYMENT, type BankAccountOption, type CheckoutData } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { RadioCard } from '../../components/RadioCard';
import { cn } from '../../lib/cn';
import { useSanitizedHtml } from '../../lib/sanitize';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { CardPayment } from './CardPayment';
import { paymentMethodsOf, type CheckoutChoices } from './checkoutForm';
import { CheckoutSection, FieldError } from './CheckoutSection';
import { checkoutTexts as t, paymentOption } from './texts';

interface PaymentOptionsProps {
  data: CheckoutData;
  choices: CheckoutChoices;
  errors: Record<string, string> | null;
  onChange: (change: Partial<CheckoutChoices>) => void;
}

const TABLE_MEDIA = '(min-width: 640px)';
const bankName = (bank: BankAccountOption) => `${bank.bankaAdi} ${bank.doviz} ${bank.hesapNo}`;

/** IBANs read and copy best in groups of four (TR82 0001 0015 …), the way banks print them. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

interface BankListProps {
  banks: BankAccountOption[];
  selected: number | null;
  onSelect: (id: number) => void;
}

/** The radio of one bank account, named by bank, currency and account number (table and cards). */
/** An account's currency, as a small badge. */
function CurrencyBadge({ code }: { code: string }) {
  return <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{code}</span>;
}

function BankRadio({
  bank,
  checked,
  onSelect,
  className,
}: {
  bank: BankAccountOption;
  checked: boolean;
  onSelect: (id: number) => void;
  className: string;
}) {
  return (
    <input
      type="radio"
      name="odemeHavaleBanka"
      value={bank.id}
      checked={checked}
      onChange={() => onSelect(bank.id)}
      aria-label={bankName(bank)}
      className={cn(className, 'accent-blue-700')}
    />
  );
}

const th =
  'sticky top-0 z-[1] bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** Wide screens: the accounts as a table, each row choosable by its radio or a click on the row. */
function BankTable({ banks, selected, onSelect }: BankListProps) {
  return (
    <table className="w-full border-collapse bg-white text-sm">
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={cn(th, 'w-10')}>
            <span className="sr-only">Seçim</span>
          </th>
          <th scope="col" className={th}>
            {t.bank}
          </th>
          <th scope="col" className={th}>
            {t.currency}
          </th>
          <th scope="col" className={th}>
            {t.accountNo}
          </th>
          <th scope="col" className={th}>
            {t.iban}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 border-b border-slate-100">
        {banks.map((bank) => {
          const checked = selected === bank.id;
          return (
            <tr
              key={bank.id}
              onClick={() => onSelect(bank.id)}
              className={cn('cursor-pointer transition', checked ? 'bg-blue-50' : 'hover:bg-slate-50')}
            >
              <td className="px-3 py-3">
                <BankRadio bank={bank} checked={checked} onSelect={onSelect} className="size-4" />
              </td>
              <td className={cn('px-3 py-3 font-semibold', checked ? 'text-blue-900' : 'text-slate-900')}>
                {bank.bankaAdi}
              </td>
              <td className="px-3 py-3">
                <CurrencyBadge code={bank.doviz} />
              </td>
              <td className="px-3 py-3 font-mono text-xs whitespace-nowrap text-slate-700">{bank.hesapNo}</td>
              <td className="px-3 py-3 font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
                {groupIban(bank.iban)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Phones: one choosable card per account, the same facts stacked. */
function BankCards({ banks, selected, onSelect }: BankListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 border-b border-slate-100 bg-white">
      {banks.map((bank) => {
        const checked = selected === bank.id;
        return (
          <li key={bank.id}>
            <label
              className={cn(
                'flex cursor-pointer items-start gap-3 px-3 py-3 transition',
                checked ? 'bg-blue-50' : 'hover:bg-slate-50',
              )}
            >
              <BankRadio bank={bank} checked={checked} onSelect={onSelect} className="mt-1 size-4 shrink-0" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('font-semibold', checked ? 'text-blue-900' : 'text-slate-900')}>
                    {bank.bankaAdi}
                  </span>
                  <CurrencyBadge code={bank.doviz} />
                </span>
                {/* On the chosen card's blue-50 slate-500 is 4.4:1; the muted token stays above 4.5:1. */}
                <span className="mt-1 block text-xs text-muted">
                  {t.accountNo}: <span className="font-mono text-slate-700">{bank.hesapNo}</span>
                </span>
                <span className="mt-0.5 block text-xs text-muted">
                  {t.iban}
                  <span className="block font-mono text-slate-700 [overflow-wrap:anywhere]">
                    {groupIban(bank.iban)}
                  </span>
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** Havale / EFT: the distributor's accounts as radios in a 420 px scrolling area (spec §2 "Checkout"). */
function BankAccounts({ data, choices, errors, onChange }: PaymentOptionsProps) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const errorId = useId();
  const error = errors?.odemeHavaleBanka;
  if (data.bankaHesaps.length === 0) return <Alert tone="warning">{t.noBankAccount}</Alert>;
  const props: BankListProps = {
    banks: data.bankaHesaps,
    selected: choices.odemeHavaleBanka,
    onSelect: (id) => onChange({ odemeHavaleBanka: id }),
  };
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t.bankAccount}</legend>
      <div
        data-testid="bank-accounts"
        className={cn(
          // A fixed height (spec §2), not a maximum: the page does not jump between 2 and 12 accounts.
          // Below a short list the rest of the box is grey, so it reads as room for more, not as a gap.
          'h-[420px] overflow-y-auto overscroll-contain rounded-xl border bg-slate-50',
          error ? 'border-red-300' : 'border-slate-200',
        )}
      >
        {wide ? <BankTable {...props} /> : <BankCards {...props} />}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function OpenAccountMessage({ html, className }: { html: string; className?: string }) {
  const safe = useSanitizedHtml(html);
  if (!safe) return null;
  return (
    <div className={cn('rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950', className)}>
      <div className="prose max-w-none text-sm" dangerouslySetInnerHTML={{ __html: safe }} />
    </div>
  );
}

function PaymentDetails(props: PaymentOptionsProps) {
  switch (props.choices.odemeSekli) {
    case CARD_PAYMENT:
      return (
        <CardPayment
          data={props.data}
          card={props.choices.card}
          errors={props.errors}
          onChange={(card) => props.onChange({ card })}
        />
      );
    case 'havale':
      return <BankAccounts {...props} />;
    case 'acikhesap':
      return <OpenAccountMessage html={props.data.acikHesapMessage} />;
    default:
      return null;
  }
}

/** Payment radio cards and what the chosen one needs (spec §2 "Checkout"). */
export function PaymentOptions(props: PaymentOptionsProps) {
  const { data, choices, errors, onChange } = props;
  const error = errors?.odemeSekli;
  return (
    <CheckoutSection step={2} title={t.payment} icon="fa-regular fa-credit-card">
      <div className="grid gap-3 sm:grid-cols-2">
        {paymentMethodsOf(data).map((method) => (
          <RadioCard
            key={method}
            name="odemeSekli"
            value={method}
            checked={choices.odemeSekli === method}
            onChange={() => onChange({ odemeSekli: method })}
            {...paymentOption(method)}
            invalid={Boolean(error)}
          />
        ))}
      </div>
      <FieldError message={error} />
      <div className="mt-4 empty:hidden">
        <PaymentDetails {...props} />
      </div>
    </CheckoutSection>
  );
}
