import { useId, useState, type FormEvent } from 'react';
import { formatIban, MAX_BANK_ACCOUNTS, turkishIbanProblem, type AdminBankAccounts } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { inputClasses } from '../../../components/FormField';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/http';
import { useBankAccounts } from '../api';
import { FieldError, SettingsEditorPage, tableClasses as t } from './settings-parts';
import { SaveBar } from '../components/SaveBar';
import { moved, RowActions } from '../list-order';

interface Account {
  /** A key for React only. */
  key: string;
  id: number | null;
  bankName: string;
  branch: string;
  currencyCode: string;
  accountNo: string;
  /** As typed; shown in groups of four once the field is left. */
  iban: string;
  active: boolean;
  usedByOrders: boolean;
  /** The IBAN's own check, once the field was left (the server checks it again on saving). */
  ibanHint?: string | null;
}

let nextKey = 0;
const toAccount = (a: AdminBankAccounts['accounts'][number]): Account => ({
  ...a,
  key: `b${nextKey++}`,
  branch: a.branch ?? '',
  iban: formatIban(a.iban),
});

type Field = 'bankName' | 'branch' | 'currencyCode' | 'accountNo' | 'iban';
/** Each column's width from 768 px (a fixed layout: the IBAN shows whole) and its span on a phone's card. */
const COLUMNS: { field: Field; label: string; width: string; phone: string }[] = [
  { field: 'bankName', label: 'Banka adı', width: 'w-44', phone: 'max-md:col-span-2' },
  { field: 'branch', label: 'Şube', width: 'w-36', phone: '' },
  { field: 'currencyCode', label: 'Döviz', width: 'w-24', phone: '' },
  { field: 'accountNo', label: 'Hesap no', width: 'w-40', phone: 'max-md:col-span-2' },
  { field: 'iban', label: 'IBAN', width: 'w-[19.5rem]', phone: 'max-md:col-span-2' },
];

function AccountsEditor({
  initial,
  save,
}: {
  initial: AdminBankAccounts;
  save: ReturnType<typeof useBankAccounts>['save'];
}) {
  const id = useId();
  const [accounts, setAccounts] = useState<Account[]>(() => initial.accounts.map(toAccount));
  const errors = isApiError(save.error) ? save.error.fields : {};
  const set = (i: number, patch: Partial<Account>) =>
    setAccounts(accounts.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const ibanHelpId = `${id}-iban-help`;
  const listError = errors.accounts;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      accounts: accounts.map((a) => ({
        id: a.id,
        bankName: a.bankName,
        branch: a.branch || null,
        currencyCode: a.currencyCode,
        accountNo: a.accountNo,
        iban: a.iban,
        active: a.active,
      })),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Banka hesapları">
      <div className="rounded-xl border border-slate-200 bg-white shadow-xs max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <p id={ibanHelpId} className="px-4 pt-4 text-sm text-slate-600 max-md:px-0 max-md:pt-0">
          IBAN: TR ve 24 rakam (ör. TR33 0006 1005 1978 6457 8413 26); boşluklu ya da boşluksuz yazılabilir, dörtlü
          gruplar hâlinde gösterilir. Siparişlerde kullanılmış bir hesap silinmez: listeden kaldırılırsa pasif yapılır,
          IBAN’ı ve dövizi değişmez.
        </p>
        <div className="px-4 max-md:px-0">
          <FieldError id={`${id}-list-error`}>{listError}</FieldError>
        </div>
        {accounts.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">Banka hesabı yok.</p>
        ) : (
          // Focusable so a keyboard can scroll the table when it is wider than the window (WCAG 2.1.1).
          <div
            role="region"
            aria-label="Banka hesapları tablosu"
            tabIndex={0}
            className="mt-2 focus-visible:outline-2 focus-visible:outline-blue-600 md:overflow-x-auto"
          >
            <table className={cn(t.table, 'md:min-w-[1100px] md:table-fixed')}>
              <thead className={t.thead}>
                <tr>
                  <th scope="col" className={`${t.th} w-11`}>
                    Sıra
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c.field} scope="col" className={cn(t.th, c.width)}>
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" className={`${t.th} w-14`}>
                    Etkin
                  </th>
                  <th scope="col" className={`${t.th} w-36`}>
                    İşlemler
                  </th>
                </tr>
              </thead>
              <tbody className={t.tbody}>
                {accounts.map((a, i) => {
                  const at = `accounts.${i}`;
                  const row = `${i + 1}. hesap`;
                  const rowError = errors[`${at}.id`];
                  return (
                    <tr key={a.key} className={t.tr}>
                      <td className={`${t.td} font-semibold text-slate-600 max-md:col-span-2 md:pt-4`}>
                        {i + 1}.<FieldError id={`${id}-${i}-row-error`}>{rowError}</FieldError>
                      </td>
                      {COLUMNS.map((c) => {
                        const error =
                          errors[`${at}.${c.field}`] ?? (c.field === 'iban' ? (a.ibanHint ?? undefined) : undefined);
                        const errorId = `${id}-${i}-${c.field}-error`;
                        const fixed = a.usedByOrders && (c.field === 'iban' || c.field === 'currencyCode');
                        const usedId = `${id}-${i}-used`;
                        const describedBy =
                          [c.field === 'iban' ? ibanHelpId : null, fixed ? usedId : null, error ? errorId : null]
                            .filter(Boolean)
                            .join(' ') || undefined;
                        const common = {
                          'aria-label': `${row}: ${c.label}`,
                          'aria-invalid': error ? true : undefined,
                          'aria-describedby': describedBy,
                        };
                        return (
                          <td key={c.field} className={cn(t.td, c.phone)}>
                            <span aria-hidden="true" className={t.cellLabel}>
                              {c.label}
                            </span>
                            {c.field === 'currencyCode' ? (
                              <select
                                {...common}
                                value={a.currencyCode}
                                disabled={fixed}
                                onChange={(e) => set(i, { currencyCode: e.target.value })}
                                className={inputClasses(Boolean(error), 'h-11 px-2')}
                              >
                                {initial.currencies.map((cur) => (
                                  <option key={cur.code} value={cur.code}>
                                    {cur.code}
                                  </option>
                                ))}
                              </select>
                            ) : (
                              <input
                                {...common}
                                value={a[c.field]}
                                readOnly={fixed}
                                inputMode={c.field === 'iban' ? 'text' : undefined}
                                autoCapitalize={c.field === 'iban' ? 'characters' : undefined}
                                spellCheck={c.field === 'iban' ? false : undefined}
                                placeholder={c.field === 'iban' ? 'TR00 0000 0000 0000 0000 0000 00' : undefined}
                                onChange={(e) =>
                                  set(i, {
                                    [c.field]: e.target.value,
                                    ...(c.field === 'iban' ? { ibanHint: null } : {}),
                                  })
                                }
                                onBlur={
                                  c.field === 'iban' && !fixed
                                    ? (e) => {
                                        const v = e.target.value;
                                        set(i, {
                                          iban: v.trim() ? formatIban(v) : v,
                                          ibanHint: v.trim() ? turkishIbanProblem(v) : null,
                                        });
                                      }
                                    : undefined
                                }
                                className={inputClasses(
                                  Boolean(error),
                                  cn(
                                    'h-11',
                                    c.field === 'iban' && 'font-mono text-[0.85rem] tracking-tight',
                                    fixed && 'bg-slate-50 text-slate-600',
                                  ),
                                )}
                              />
                            )}
                            {fixed && c.field === 'iban' && (
                              <p id={usedId} className="mt-1 text-xs text-slate-600">
                                Siparişlerde kullanıldı: IBAN ve döviz değişmez.
                              </p>
                            )}
                            <FieldError id={errorId}>{error}</FieldError>
                          </td>
                        );
                      })}
                      <td className={`${t.tdControl} max-md:flex max-md:items-center`}>
                        <label className="inline-flex items-center gap-2 text-sm md:mt-1">
                          <input
                            type="checkbox"
                            aria-label={`${row}: etkin`}
                            checked={a.active}
                            onChange={(e) => set(i, { active: e.target.checked })}
                            className="size-5 accent-blue-700"
                          />
                          <span aria-hidden="true" className="md:hidden">
                            Etkin
                          </span>
                        </label>
                      </td>
                      <td className={`${t.tdControl} max-md:flex max-md:justify-end`}>
                        <RowActions
                          what={`${i + 1}. hesabı`}
                          index={i}
                          count={accounts.length}
                          onMove={(to) => setAccounts(moved(accounts, i, to))}
                          onRemove={() => setAccounts(accounts.filter((_, j) => j !== i))}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <SaveBar
        save={save}
        label="Banka hesaplarını kaydet"
        saved="Banka hesapları kaydedildi; ödeme adımında görünüyor."
      >
        <Button
          variant="secondary"
          disabled={accounts.length >= MAX_BANK_ACCOUNTS}
          onClick={() =>
            setAccounts([
              ...accounts,
              {
                key: `b${nextKey++}`,
                id: null,
                bankName: '',
                branch: '',
                currencyCode: initial.currencies[0]?.code ?? 'TL',
                accountNo: '',
                iban: '',
                active: true,
                usedByOrders: false,
              },
            ])
          }
        >
          <Icon name="fa-solid fa-plus" />
          Hesap ekle
        </Button>
      </SaveBar>
    </form>
  );
}

/** /spa/admin/settings/bank-accounts (admins): the accounts a dealer may pay to by bank transfer. */
export function BankAccountsPage() {
  const { query, save } = useBankAccounts();
  return (
    <SettingsEditorPage
      title="Banka hesapları"
      description="Havale / EFT ile ödemede bayinin seçtiği hesaplar, ödeme adımındaki sırasıyla."
      loading="Banka hesapları yükleniyor…"
      query={query}
      notices={
        save.isSuccess &&
        save.data.notices.length > 0 && (
          <Alert tone="warning" className="mb-4">
            {save.data.notices.map((n) => (
              <p key={n}>{n}</p>
            ))}
          </Alert>
        )
      }
    >
      {(data) => <AccountsEditor initial={data} save={save} />}
    </SettingsEditorPage>
  );
}
