import { Link } from 'react-router';
import type { BasketLine, BasketResponse } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { formatPercent } from '../../components/product/priceRules';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import { basketTexts as t } from './texts';
import { useBasketLine, type LineControls } from './useBasketLine';
import type { WriteTracker } from './writeTracker';

interface LinesProps {
  basket: BasketResponse;
  tracker: WriteTracker;
}

const productPath = (line: BasketLine) => `/product/${line.stokId}`;

function LineImage({ line, className }: { line: BasketLine; className?: string }) {
  return (
    <Link
      to={productPath(line)}
      tabIndex={-1}
      aria-hidden="true"
      className={cn(
        'flex aspect-square shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white',
        className,
      )}
    >
      {line.image ? (
        <img
          src={line.image.smallUrl}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <Icon name="fa-regular fa-image" className="text-xl text-slate-300" />
      )}
    </Link>
  );
}

function LineName({ line }: { line: BasketLine }) {
  return (
    <div className="min-w-0">
      <Link
        to={productPath(line)}
        className="line-clamp-2 min-h-11 font-semibold text-slate-900 hover:text-blue-800 lg:min-h-0 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {line.ad}
      </Link>
      <p className="mt-0.5 text-xs text-slate-500">
        {t.code}: <span className="font-mono text-slate-600">{line.kod}</span>
      </p>
    </div>
  );
}

/**
 * − [n] + that sends on Enter, on leaving the field or after a pause (useBasketLine). Below 1024 px its
 * buttons and the remove button are 44 px squares (WCAG 2.5.5 target size).
 */
function QuantityInput({ line, controls }: { line: BasketLine; controls: LineControls }) {
  const over = !line.stokMiktarUygun;
  const button =
    'inline-flex w-11 shrink-0 lg:w-8 items-center justify-center text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-2">
      <div
        role="group"
        aria-label={t.quantityOf(line.ad)}
        className={cn(
          'inline-flex h-11.5 items-stretch overflow-hidden rounded-lg border bg-white lg:h-9',
          over ? 'border-red-400 ring-2 ring-red-100' : 'border-slate-300',
        )}
      >
        <button
          type="button"
          className={button}
          onClick={() => controls.step(-1)}
          disabled={!controls.canDecrease || controls.removing}
        >
          <Icon name="fa-solid fa-minus" className="text-[0.65rem]" />
          <span className="sr-only">{t.decrease}</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={t.quantityOf(line.ad)}
          aria-invalid={over || undefined}
          aria-describedby={controls.describedBy}
          disabled={controls.removing}
          {...controls.quantity}
          onFocus={(event) => event.target.select()}
          className={cn(
            'w-14 min-w-0 border-x text-center text-sm font-semibold tabular-nums [appearance:textfield] focus:relative focus:z-10 focus:outline-2 focus:-outline-offset-2 focus:outline-blue-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            over ? 'border-red-200 text-red-700' : 'border-slate-200 text-slate-900',
          )}
        />
        <button type="button" className={button} onClick={() => controls.step(1)} disabled={controls.removing}>
          <Icon name="fa-solid fa-plus" className="text-[0.65rem]" />
          <span className="sr-only">{t.increase}</span>
        </button>
      </div>
      <span className="inline-flex w-4 justify-center text-slate-400">
        {controls.updating && <Spinner className="size-3.5" label="Miktar güncelleniyor" />}
      </span>
    </div>
  );
}

/** The red 'at most {StokMiktar}' line of an over-stock line and the line's call errors. */
function LineMessages({ line, controls, id }: { line: BasketLine; controls: LineControls; id: string }) {
  const over = !line.stokMiktarUygun;
  if (!over && !controls.error) return null;
  return (
    <div id={id} className="mt-1.5 flex flex-col gap-1 text-xs leading-snug font-medium text-red-600">
      {over && (
        <p className="flex items-start gap-1.5">
          <Icon name="fa-solid fa-triangle-exclamation" className="mt-px" />
          {t.maxQuantity(line.StokMiktar)}
        </p>
      )}
      {controls.error && (
        <p role="alert" className="flex items-start gap-1.5">
          <Icon name="fa-solid fa-circle-exclamation" className="mt-px" />
          {controls.error}
        </p>
      )}
    </div>
  );
}

function RemoveButton({ line, controls }: { line: BasketLine; controls: LineControls }) {
  return (
    <button
      type="button"
      onClick={controls.remove}
      disabled={controls.removing}
      aria-label={t.removeOf(line.ad)}
      title={t.remove}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 transition hover:bg-red-50 lg:size-9 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-wait"
    >
      {controls.removing ? <Spinner /> : <Icon name="fa-regular fa-trash-can" />}
    </button>
  );
}

function Discount({ line }: { line: BasketLine }) {
  if (!line.iskontoOrani) return <span className="text-slate-300">—</span>;
  return (
    <>
      <span className="font-semibold text-emerald-700 tabular-nums">{formatPercent(line.iskontoOrani)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">{line.iskontoTutarKdvDahilF}</span>
    </>
  );
}

const th = 'px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase';
const td = 'px-3 py-3 align-middle';

function LineRow({ line, basket, tracker }: { line: BasketLine } & LinesProps) {
  const controls = useBasketLine(line, basket.id, tracker);
  return (
    <tr
      data-row-id={line.rowId}
      className={cn('transition-opacity', controls.removing && 'opacity-50', !line.stokMiktarUygun && 'bg-red-50/40')}
    >
      <td className={td}>
        <div className="flex min-w-[13rem] items-center gap-3">
          <LineImage line={line} className="w-14" />
          <LineName line={line} />
        </div>
      </td>
      <td className={cn(td, 'text-right whitespace-nowrap text-slate-700 tabular-nums')}>{line.birimFiyatF}</td>
      <td className={cn(td, line.stokMiktarUygunClass)}>
        <QuantityInput line={line} controls={controls} />
        <LineMessages line={line} controls={controls} id={controls.messageId} />
      </td>
      {basket.showIskonto && (
        <td className={cn(td, 'text-right')}>
          <Discount line={line} />
        </td>
      )}
      <td className={cn(td, 'text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums')}>
        {line.tutarF}
      </td>
      <td className={cn(td, 'w-12 pl-0 text-right')}>
        <RemoveButton line={line} controls={controls} />
      </td>
    </tr>
  );
}

/** Wide screens: a table of lines (spec §2 "Basket"). */
export function BasketTable({ basket, tracker }: LinesProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={cn(th, 'text-left')}>
              {t.product}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t.unitPrice}
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              {t.quantity}
            </th>
            {basket.showIskonto && (
              <th scope="col" className={cn(th, 'text-right')}>
                {t.discount}
              </th>
            )}
            <th scope="col" className={cn(th, 'text-right')}>
              {t.amount}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {basket.products.map((line) => (
            <LineRow key={line.rowId} line={line} basket={basket} tracker={tracker} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineCard({ line, basket, tracker }: { line: BasketLine } & LinesProps) {
  const controls = useBasketLine(line, basket.id, tracker);
  return (
    <li
      data-row-id={line.rowId}
      className={cn(
        'rounded-xl border bg-white p-3 shadow-xs transition-opacity',
        controls.removing && 'opacity-50',
        line.stokMiktarUygun ? 'border-slate-200' : 'border-red-200',
      )}
    >
      <div className="flex gap-3">
        <LineImage line={line} className="w-16" />
        <div className="min-w-0 flex-1">
          <LineName line={line} />
          <p className="mt-1 text-xs text-slate-500">
            {t.unitPrice}: <span className="font-medium text-slate-700 tabular-nums">{line.birimFiyatF}</span>
          </p>
          {basket.showIskonto && line.iskontoOrani > 0 && (
            <p className="text-xs text-slate-500">
              {t.discount}:{' '}
              <span className="font-semibold text-emerald-700 tabular-nums">{formatPercent(line.iskontoOrani)}</span>{' '}
              <span className="tabular-nums">({line.iskontoTutarKdvDahilF})</span>
            </p>
          )}
        </div>
        <div className="-mt-1 -mr-1">
          <RemoveButton line={line} controls={controls} />
        </div>
      </div>
      <div className={cn('mt-3 border-t border-slate-100 pt-3', line.stokMiktarUygunClass)}>
        <div className="flex items-center justify-between gap-3">
          <QuantityInput line={line} controls={controls} />
          <div className="text-right">
            <span className="block text-[0.7rem] font-medium tracking-wide text-slate-500 uppercase">{t.amount}</span>
            <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{line.tutarF}</span>
          </div>
        </div>
        <LineMessages line={line} controls={controls} id={controls.messageId} />
      </div>
    </li>
  );
}

/** Phones: the same lines as stacked cards, so the page never scrolls sideways. */
export function BasketCards({ basket, tracker }: LinesProps) {
  return (
    <ul aria-label="Sepetteki ürünler" className="flex flex-col gap-3">
      {basket.products.map((line) => (
        <LineCard key={line.rowId} line={line} basket={basket} tracker={tracker} />
      ))}
    </ul>
  );
}
