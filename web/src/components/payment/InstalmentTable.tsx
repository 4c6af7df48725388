import { formatMoney, type RatioBank, type RatioItem } from '@bayi/common';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { Price } from '../Price';

export interface InstalmentChoice {
  bank: RatioBank;
  item: RatioItem;
}

export const choiceKey = (bank: RatioBank, item: RatioItem) => `${bank.bank_id}|${item.id}`;
/** '%3,19' — the Turkish way of writing a rate. */
export const ratePercent = (rate: number) => `%${formatMoney(rate)}`;
const choiceName = (bank: RatioBank, item: RatioItem) =>
  `${bank.bank_name}${bank.commercial ? ' Ticari Kart' : ''} ${item.desc}`;

/** A business card's rates are the bank's commercial table (the provider tells). */
function CommercialBadge() {
  return (
    <span className="inline-flex items-center rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset">
      Ticari Kart
    </span>
  );
}

/** Said once above the table when the card is a business card: why the rates differ from a personal card's. */
function CommercialNotice({ banks }: { banks: RatioBank[] }) {
  return banks.some((b) => b.commercial) ? (
    <p className="mb-2 text-sm text-slate-700">
      <CommercialBadge /> Kartınız ticari kart; bankanızın ticari kart oranları uygulanır.
    </p>
  ) : null;
}

function BankLogo({ bank }: { bank: RatioBank }) {
  return bank.bank_logo ? (
    <img src={bank.bank_logo} alt={bank.bank_name} className="h-7 w-auto max-w-24 object-contain" />
  ) : (
    <span className="inline-flex h-7 items-center rounded-md bg-blue-900 px-2.5 text-xs font-bold tracking-wide text-white">
      {bank.bank_name}
    </span>
  );
}

/** One choice's radio, named for screen readers by bank, card kind and instalment; the same in both layouts. */
function ChoiceRadio(props: {
  choice: InstalmentChoice;
  name: string;
  checked: boolean;
  onSelect: (choice: InstalmentChoice) => void;
  className: string;
}) {
  const { bank, item } = props.choice;
  return (
    <input
      type="radio"
      name={props.name}
      value={choiceKey(bank, item)}
      checked={props.checked}
      onChange={() => props.onSelect(props.choice)}
      aria-label={choiceName(bank, item)}
      className={props.className}
    />
  );
}

interface InstalmentTableProps {
  banks: RatioBank[];
  selected: string | null;
  onSelect: (choice: InstalmentChoice) => void;
  /** The radios' group name (one table per page). */
  name?: string;
  caption?: string;
}

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const num = 'text-right tabular-nums';

/**
 * The instalment table (spec §2 "Payment page"): radio, bank logo, description, rate %, total, instalment
 * amount and the amount credited to the account, all TL as the server computed them. On phones each row is
 * a card (the seven columns do not fit 375 px); the whole card is the radio's label.
 */
export function InstalmentTable({
  banks,
  selected,
  onSelect,
  name = 'taksit',
  caption = 'Taksit Seçenekleri',
}: InstalmentTableProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  const rows = banks.flatMap((bank) => bank.ratio.map((item) => ({ bank, item, key: choiceKey(bank, item) })));
  if (!wide) {
    return (
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{caption}</legend>
        <CommercialNotice banks={banks} />
        <ul className="flex flex-col gap-2">
          {rows.map(({ bank, item, key }) => {
            const checked = selected === key;
            return (
              <li key={key}>
                <label
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600',
                    checked ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600' : 'border-slate-200 bg-white',
                  )}
                >
                  <ChoiceRadio
                    choice={{ bank, item }}
                    name={name}
                    checked={checked}
                    onSelect={onSelect}
                    className="mt-1 size-4 shrink-0 accent-blue-700 focus:outline-none"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900">{item.desc}</span>
                      <span className="flex items-center gap-1.5">
                        {bank.commercial && <CommercialBadge />}
                        <BankLogo bank={bank} />
                      </span>
                    </span>
                    <span className="mt-1.5 grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-slate-600">
                      <span>Oran</span>
                      <span className={cn(num, 'text-slate-900')}>{ratePercent(item.ratioNew)}</span>
                      <span>Toplam Tutar</span>
                      <Price formatted={item.total_amountF} className={cn(num, 'font-semibold text-slate-900')} />
                      <span>Taksit Tutarı</span>
                      <Price formatted={item.instalment_amountF} className={cn(num, 'text-slate-900')} />
                      <span>Hesaba Geçecek</span>
                      <Price formatted={item.total_net_amountF} className={cn(num, 'text-slate-900')} />
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }
  return (
    <div>
      <CommercialNotice banks={banks} />
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse bg-white text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200">
              <th scope="col" className={cn(th, 'w-10')}>
                <span className="sr-only">Seçim</span>
              </th>
              <th scope="col" className={th}>
                Banka
              </th>
              <th scope="col" className={th}>
                Taksit
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Oran
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Toplam Tutar
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Taksit Tutarı
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Hesaba Geçecek
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ bank, item, key }) => {
              const checked = selected === key;
              return (
                <tr
                  key={key}
                  onClick={() => onSelect({ bank, item })}
                  className={cn('cursor-pointer transition', checked ? 'bg-blue-50' : 'hover:bg-slate-50')}
                >
                  <td className="px-3 py-2.5">
                    <ChoiceRadio
                      choice={{ bank, item }}
                      name={name}
                      checked={checked}
                      onSelect={onSelect}
                      className="size-4 accent-blue-700"
                    />
                  </td>
                  <td className="px-3 py-2.5">
                    <span className="flex items-center gap-1.5">
                      <BankLogo bank={bank} />
                      {bank.commercial && <CommercialBadge />}
                    </span>
                  </td>
                  <td className="px-3 py-2.5 font-medium whitespace-nowrap text-slate-900">{item.desc}</td>
                  <td className={cn('px-3 py-2.5', num)}>{ratePercent(item.ratioNew)}</td>
                  <td className={cn('px-3 py-2.5 font-semibold text-slate-900', num)}>
                    <Price formatted={item.total_amountF} />
                  </td>
                  <td className={cn('px-3 py-2.5', num)}>
                    <Price formatted={item.instalment_amountF} />
                  </td>
                  <td className={cn('px-3 py-2.5', num)}>
                    <Price formatted={item.total_net_amountF} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
