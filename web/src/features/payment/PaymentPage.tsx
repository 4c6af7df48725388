import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatMoney,
  PAYMENT_FIELD_LABELS,
  paymentMessages,
  type AttemptStatusAnswer,
  type PaymentDue,
  type RatioBank,
} from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextField } from '../../components/FormField';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { fetchRatios, startCollection } from '../../components/payment/api';
import { CardFields, type CardErrors, type CardValues } from '../../components/payment/CardFields';
import { CardPicture } from '../../components/payment/CardPicture';
import { CommissionCheckbox } from '../../components/payment/CommissionCheckbox';
import { debtPurposeOf, debtTexts, fetchDue } from '../../components/payment/debt';
import { choiceKey, InstalmentTable, type InstalmentChoice } from '../../components/payment/InstalmentTable';
import { ThreeDsWindow } from '../../components/payment/ThreeDsWindow';
import { useThreeDsPayment } from '../../components/payment/useThreeDsPayment';
import { Spinner } from '../../components/Spinner';
import {
  binOf,
  CARD_MONTHS,
  cardYears,
  monthForYear,
  parseAmount,
  validateCardForm,
  type CardFormErrors,
} from '../../lib/card';
import { cn } from '../../lib/cn';
import { errorMessageOf, isApiError } from '../../lib/http';
import { useApplication } from '../../lib/queries';
import { commissionOffered } from '../../lib/settings';

const TITLE = 'Ödeme Sayfası (Tahsilat)';
/** Spec §9: the card turns back to its front 300 ms after the CVC loses focus. */
const CVC_BLUR_DELAY_MS = 300;

const MONTH_OPTIONS = CARD_MONTHS.map((m) => ({ value: m, text: m }));

const EMPTY: CardValues = { name: '', number: '', month: '', year: '', cvc: '' };

/** The server's field names (spec §3 "Payment form") ↔ the card fields'. */
const FIELD_OF: Record<string, keyof CardValues | 'price'> = {
  CardName: 'name',
  CardNumber: 'number',
  CardMonth: 'month',
  CardYear: 'year',
  CardCVC: 'cvc',
  Price: 'price',
};

type Errors = CardErrors & { price?: string };

function errorsOf(fields: Record<string, string> | CardFormErrors): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = FIELD_OF[key];
    if (field && message) out[field] = message;
  }
  return out;
}

/** Where the page stands after the bank: a decline says why and offers another try. */
type Outcome = { kind: 'failed'; message: string } | null;

/** /payment: 'Ödeme Sayfası (Tahsilat)' (spec §2 "Payment page", §4, §5). */
export function PaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Paying the open balance or chosen invoices: the server says the amount; the field is read-only.
  const [search] = useSearchParams();
  const debt = debtPurposeOf(search);
  const dueQuery = useQuery({
    queryKey: ['payment-due', debt?.purpose ?? null, debt?.invoiceIds ?? ''] as const,
    queryFn: ({ signal }) => fetchDue(debt!.purpose, debt!.invoiceIds, signal),
    enabled: debt !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const due = debt ? (dueQuery.data ?? null) : null;
  const app = useApplication().data;
  const showCommission = commissionOffered(app);
  const [years] = useState(() => cardYears().map((y) => ({ value: y, text: y })));

  const [card, setCard] = useState<CardValues>(EMPTY);
  const [price, setPrice] = useState('');

  const [addCommission, setAddCommission] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [banks, setBanks] = useState<RatioBank[] | null>(null);
  const [choice, setChoice] = useState<InstalmentChoice | null>(null);
  // The amount due, once the server has said it (and again if it says another figure): the table is redone.
  const [shownDue, setShownDue] = useState<PaymentDue | null>(null);
  if (due && due !== shownDue) {
    setShownDue(due);
    setPrice(formatMoney(due.amount));
    setBanks(null);
    setChoice(null);
  }
  const [calculating, setCalculating] = useState(false);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [flipped, setFlipped] = useState(false);
  const flipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tableRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(flipTimer.current), []);

  const threeDs = useThreeDsPayment((attempt: AttemptStatusAnswer) => {
    if (attempt.status === 'paid' && attempt.paymentId !== null) {
      void queryClient.invalidateQueries({ queryKey: ['open-invoices'] });
      const number = attempt.documentNo ?? String(attempt.paymentId);
      navigate(`/payment/success/${encodeURIComponent(number)}?fid=${attempt.paymentId}`);
      return;
    }
    setOutcome({ kind: 'failed', message: attempt.message ?? 'Ödeme alınamadı.' });
  });

  /** Any edit of the card or the amount clears the table and what it said (spec §4). */
  const edited = () => {
    setBanks(null);
    setChoice(null);
    setFormError(null);
    setOutcome(null);
  };

  const changeCard = (field: keyof CardValues, value: string) => {
    setCard((current) => {
      const next = { ...current, [field]: value };
      // Spec §4: a new year drops a month already past in this year.
      if (field === 'year') next.month = monthForYear(current.month, value);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
    edited();
  };

  const form = () => ({
    CardName: card.name,
    CardNumber: card.number,
    CardMonth: card.month,
    CardYear: card.year,
    CardCVC: card.cvc,
    Price: price,
  });

  /** Spec §5 checks; false (with the messages shown) when a field is wrong. */
  const check = (): boolean => {
    const found = validateCardForm(form());
    setErrors(errorsOf(found));
    if (Object.keys(found).length) {
      setFormError(paymentMessages.incomplete);
      return false;
    }
    return true;
  };

  const showRefusal = (error: unknown) => {
    setFormError(errorMessageOf(error));
    if (isApiError(error)) setErrors((current) => ({ ...current, ...errorsOf(error.fields) }));
  };

  const calculate = async () => {
    if (calculating || threeDs.busy) return;
    setOutcome(null);
    if (!check()) return;
    setFormError(null);
    setCalculating(true);
    try {
      const answer = await fetchRatios({ price: parseAmount(price)!, bin: binOf(card.number), addCommission });
      setBanks(answer.data);
      setChoice(null);
      if (answer.data.every((bank) => bank.ratio.length === 0)) setFormError(paymentMessages.noRates);
      // On a phone the table is below the form: bring it into view.
      requestAnimationFrame(() => tableRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
    } catch (error) {
      showRefusal(error);
    } finally {
      // Spec §8 notes the original left its loading flags stuck on a failure; ours always resets them.
      setCalculating(false);
    }
  };

  const pay = async () => {
    if (paying || threeDs.busy || !choice) {
      if (!choice) setFormError('Lütfen tablodan bir taksit seçeneği seçin.');
      return;
    }
    setOutcome(null);
    if (!check()) return;
    setFormError(null);
    setPaying(true);
    try {
      const answer = await startCollection({
        CardName: card.name.trim(),
        CardNumber: card.number,
        CardMonth: card.month,
        CardYear: card.year,
        CardCVC: card.cvc,
        Price: parseAmount(price)!,
        ...(debt ? { Purpose: debt.purpose } : {}),
        ...(debt?.purpose === 'invoices' ? { InvoiceIds: debt.invoiceIds } : {}),
        ...(showCommission ? { AddcomissionToAmount: String(addCommission) } : {}),
        BankId: choice.bank.bank_id,
        Installment: String(choice.item.instalment),
        ChargePrice: choice.item.total_amount.toFixed(2),
        BankPosId: choice.bank.bank_pos_id,
      });
      threeDs.begin(answer);
    } catch (error) {
      showRefusal(error);
      // The debt changed since the page asked (paid meanwhile): ask again, the amount shown follows.
      if (debt) void dueQuery.refetch();
    } finally {
      setPaying(false);
    }
  };

  const onCvcFocus = () => {
    clearTimeout(flipTimer.current);
    setFlipped(true);
  };
  const onCvcBlur = () => {
    clearTimeout(flipTimer.current);
    flipTimer.current = setTimeout(() => setFlipped(false), CVC_BLUR_DELAY_MS);
  };

  const busy = paying || threeDs.busy;
  // Without the figure from the server there is nothing to pay for these purposes.
  const debtBlocked = debt !== null && due === null;
  const selectedKey = choice ? choiceKey(choice.bank, choice.item) : null;

  return (
    <>
      <Breadcrumb items={[{ title: TITLE }]} />
      <PageHeading title={TITLE} description="Cari hesabınıza kredi kartı ile ödeme yapın; tek çekim veya taksitle." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="p-4 sm:p-6">
          <form
            noValidate
            aria-label="Kart Bilgileri"
            onSubmit={(event) => {
              event.preventDefault();
              void calculate();
            }}
            className="flex flex-col gap-4"
          >
            <Alert tone="info">
              <strong>Hesapla</strong> kartınızdan çekim yapmaz; kartınıza uygun taksit seçeneklerini tabloda gösterir.{' '}
              <strong>Ödeme Yap</strong> seçtiğiniz taksitle çekimi başlatır ve bankanızın 3D doğrulama penceresini
              açar.
            </Alert>
            <CardFields
              values={card}
              errors={errors}
              months={MONTH_OPTIONS}
              years={years}
              onChange={changeCard}
              onCvcFocus={onCvcFocus}
              onCvcBlur={onCvcBlur}
            />
            {debt && <DebtSummary loading={dueQuery.isPending} error={dueQuery.error} due={due} />}
            <TextField
              label={`${PAYMENT_FIELD_LABELS.Price} (TL)`}
              value={price}
              readOnly={debt !== null}
              {...(debt ? { 'aria-describedby': 'debt-summary' } : {})}
              onChange={(event) => {
                setPrice(event.target.value);
                setErrors((current) => ({ ...current, price: undefined }));
                edited();
              }}
              onBlur={() => {
                // Shown the Turkish way once typed: 1250 → 1.250,00.
                const amount = parseAmount(price);
                if (amount !== null && formatMoney(amount) !== price) setPrice(formatMoney(amount));
              }}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              error={errors.price}
              icon="fa-solid fa-turkish-lira-sign"
            />
            {showCommission && (
              <CommissionCheckbox
                checked={addCommission}
                onChange={(checked) => {
                  setAddCommission(checked);
                  edited();
                }}
              />
            )}
            {formError && <Alert tone="error">{formError}</Alert>}
            <Button
              type="submit"
              variant={banks ? 'secondary' : 'primary'}
              size="lg"
              loading={calculating}
              loadingText="Hesaplanıyor…"
              disabled={busy || debtBlocked}
            >
              <Icon name="fa-solid fa-calculator" />
              Hesapla
            </Button>
          </form>
        </Card>

        {/* Phones: the card picture below the form, and the table in its place (spec §2: one or the other). Above
            the form, the picture moved the whole form down the screen when the table took its place below.
            From the press of Hesapla the place below the form is a screen tall: the footer leaves the screen then,
            with the press, instead of being pushed off it by the table when the rates come. */}
        <div
          ref={tableRef}
          className={cn('flex min-w-0 scroll-mt-4 flex-col gap-4', (calculating || banks) && 'max-lg:min-h-dvh')}
        >
          {outcome && (
            <Alert tone="error">
              <p className="font-semibold">Ödeme alınamadı.</p>
              <p className="mt-0.5">{outcome.message}</p>
              <p className="mt-0.5">Kartınızdan çekim yapılmadı. Bilgileri kontrol edip tekrar deneyebilirsiniz.</p>
              {choice && (
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void pay()} disabled={busy}>
                  <Icon name="fa-solid fa-rotate-right" />
                  Tekrar Dene
                </Button>
              )}
            </Alert>
          )}
          {threeDs.phase === 'waiting' && (
            <Alert tone="info">
              <p className="flex items-center gap-2 font-semibold">
                <Spinner />
                {paymentMessages.pending}
              </p>
              <p className="mt-0.5">
                3D doğrulama penceresi kapatıldı; sonuç bankadan sorgulanıyor.
                {threeDs.pollError && ` (${threeDs.pollError})`}
              </p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={threeDs.reopenWindow}>
                <Icon name="fa-solid fa-up-right-from-square" />
                3D Penceresini Aç
              </Button>
            </Alert>
          )}
          {banks ? (
            <Card className="flex flex-col gap-4 p-4 sm:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">Taksit Seçenekleri</h2>
                <p className="text-sm text-slate-600">Tutarlar TL; hesabınıza geçecek tutar son sütunda.</p>
              </div>
              <InstalmentTable banks={banks} selected={selectedKey} onSelect={setChoice} name="taksit" />
              <Button
                size="lg"
                onClick={() => void pay()}
                loading={paying}
                loadingText="Ödeme başlatılıyor…"
                disabled={threeDs.busy}
              >
                <Icon name="fa-solid fa-lock" />
                Ödeme Yap
              </Button>
            </Card>
          ) : (
            <div className="px-6 sm:px-0 lg:py-6">
              <CardPicture
                number={card.number}
                name={card.name}
                month={card.month}
                year={card.year}
                cvcLength={card.cvc.length}
                flipped={flipped}
              />
            </div>
          )}
        </div>
      </div>
      <ThreeDsWindow
        open={threeDs.phase === 'window'}
        html={threeDs.html}
        url={threeDs.url}
        frameRef={threeDs.frameRef}
        onClose={threeDs.closeWindow}
      />
    </>
  );
}

/** What a payment of the balance or of chosen invoices pays, said above the (read-only) amount. */
function DebtSummary({ loading, error, due }: { loading: boolean; error: unknown; due: PaymentDue | null }) {
  if (loading) {
    return (
      <p id="debt-summary" role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner />
        Ödenecek tutar hesaplanıyor…
      </p>
    );
  }
  if (!due) {
    return (
      <Alert tone="error">
        <p id="debt-summary">{errorMessageOf(error)}</p>
        <p className="mt-1">
          {debtTexts.otherAmount}{' '}
          <Link to="/payment" className="font-semibold underline">
            {debtTexts.freeCollection}
          </Link>{' '}
          yapabilirsiniz.
        </p>
      </Alert>
    );
  }
  return (
    <div
      id="debt-summary"
      data-testid="debt-summary"
      className="rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">
        {due.purpose === 'balance' ? debtTexts.payingBalance : `${debtTexts.payingInvoices} (${due.invoices.length})`}:{' '}
        {due.amountF} TL
      </p>
      {due.purpose === 'invoices' && (
        <ul className="mt-1 flex flex-col gap-0.5">
          {due.invoices.map((invoice) => (
            <li key={invoice.Id} className="flex justify-between gap-3 tabular-nums">
              <span>{invoice.BELGENO}</span>
              <span>{formatMoney(invoice.ACIK_TUTAR)} TL</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-slate-600">{debtTexts.amountFixed}</p>
    </div>
  );
}
