import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Product } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { PriceLines } from '../../components/product/PriceLines';
import { isSelectedPrice, showsNet, visiblePrices } from '../../components/product/priceRules';
import { ProductImage } from '../../components/product/ProductImage';
import { StockStatus } from '../../components/product/StockStatus';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import { useApplication } from '../../lib/queries';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useDialogPresence } from '../../lib/useDialogPresence';
import { useAutocomplete } from './api';

/** Typing pauses this long before a request goes out. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

interface AutocompleteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The autocomplete dialog (spec §2 "Search", §4 "Search dialog"): 'Stokta Olanlar', results with a
 * small picture and name, a preview of the highlighted result on wide screens (on phones each result
 * carries its price and stock line instead), 'Ürün Bulunamadı'.
 * Arrow keys move the highlight; Enter opens the highlighted product, or with none highlighted
 * the full results page /search?q=. Prices appear only for signed-in dealers (the server omits them).
 */
export function AutocompleteDialog({ open, onClose }: AutocompleteDialogProps) {
  const navigate = useNavigate();
  const dialog = useDialogPresence(open);
  const signedIn = Boolean(useApplication().data?.isLoggedIn);
  const [text, setText] = useState('');
  const [inStock, setInStock] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const search = useAutocomplete(query, inStock);
  const listboxId = useId();
  const inStockId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Headless UI leaves focus alone on touch screens; a search dialog still wants the caret (and keyboard).
  useEffect(() => {
    if (!dialog.open) return;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [dialog.open]);

  const hasText = text.trim().length > 0;
  const results = hasText && search.data ? search.data : [];
  const activeIndex = active < results.length ? active : -1;
  const preview = results[activeIndex] ?? results[0];
  const waiting = hasText && (search.isFetching || text !== query);
  const showEmpty = hasText && !waiting && search.isSuccess && results.length === 0;

  const choose = (product: Product) => {
    onClose();
    navigate(`/product/${product.id}`);
  };
  const searchAll = () => {
    const q = text.trim();
    if (!q) return;
    onClose();
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  // Focus stays in the input (aria-activedescendant): the highlighted result is scrolled into view here.
  const highlight = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      highlight(activeIndex >= results.length - 1 ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      highlight(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const highlighted = results[activeIndex];
      if (highlighted) choose(highlighted);
      else searchAll();
    }
  };

  if (!dialog.present) return null;
  return (
    <Dialog open={dialog.open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0 data-leave:duration-150"
      />
      <div className="fixed inset-0 flex items-start justify-center sm:p-6 sm:pt-[8vh]">
        <DialogPanel
          transition
          className="flex h-dvh w-full max-w-4xl flex-col overflow-hidden bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-y-2 data-closed:opacity-0 data-leave:duration-150 sm:h-auto sm:max-h-[80vh] sm:rounded-2xl"
        >
          <DialogTitle className="sr-only">Ürün ara</DialogTitle>
          <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5 sm:px-4">
            <Icon name="fa-solid fa-magnifying-glass" className="ml-1 text-slate-400" />
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label="Ürün ara"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={listboxId}
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              autoFocus
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Ürün adı, stok kodu veya barkod…"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              className="h-11 min-w-0 flex-1 bg-transparent text-base text-slate-900 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {waiting && <Spinner className="text-slate-400" label="Aranıyor…" />}
            <CloseButton
              aria-label="Kapat"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Icon name="fa-solid fa-xmark" className="text-lg" />
            </CloseButton>
          </div>
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50 px-4 py-2">
            <div className="flex items-center gap-2.5">
              <input
                id={inStockId}
                type="checkbox"
                checked={inStock}
                onChange={(event) => {
                  setInStock(event.target.checked);
                  setActive(-1);
                }}
                className="size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              />
              <label htmlFor={inStockId} className="text-sm font-medium text-slate-700 select-none">
                Stokta Olanlar
              </label>
            </div>
            <p className="hidden text-xs text-subtle sm:block">
              <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">↑</kbd>{' '}
              <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">↓</kbd> gezin ·{' '}
              <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">Enter</kbd> seç
            </p>
          </div>

          <div className="grid min-h-0 flex-1 md:min-h-[22rem] md:grid-cols-[minmax(0,1fr)_17rem]">
            {/* A long result list scrolls; keyboard users can also reach it with Tab (WCAG 2.1.1). */}
            <div
              role={results.length ? 'region' : undefined}
              aria-label={results.length ? 'Sonuç listesi' : undefined}
              tabIndex={results.length ? 0 : undefined}
              className="min-h-0 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
            >
              {!hasText && (
                <p className="px-5 py-10 text-center text-sm text-slate-500">
                  Aramak istediğiniz ürünün adını, stok kodunu ya da barkodunu yazın.
                </p>
              )}
              {showEmpty && (
                <div role="status" className="flex flex-col items-center gap-1 px-5 py-12 text-center">
                  <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-xl text-slate-400">
                    <Icon name="fa-solid fa-magnifying-glass" />
                  </span>
                  <p className="font-semibold text-slate-900">Ürün Bulunamadı</p>
                  <p className="text-sm text-slate-500">Farklı kelimelerle tekrar deneyin</p>
                </div>
              )}
              <ul id={listboxId} role="listbox" aria-label="Arama sonuçları" className="p-2">
                {results.map((product, index) => (
                  <li
                    key={product.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onPointerMove={() => index !== activeIndex && setActive(index)}
                    onClick={() => choose(product)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
                      index === activeIndex ? 'bg-blue-50 ring-1 ring-blue-100' : 'hover:bg-slate-50',
                    )}
                  >
                    <span className="w-11 shrink-0 overflow-hidden rounded-md border border-slate-100 bg-white">
                      <ProductImage product={product} size="small" decorative />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 text-sm font-medium text-slate-900">{product.ad}</span>
                      <span className="block truncate font-mono text-xs text-muted">{product.kod}</span>
                      <ResultSummary product={product} signedIn={signedIn} />
                    </span>
                    <Icon name="fa-solid fa-chevron-right" className="text-xs text-slate-300" />
                  </li>
                ))}
              </ul>
            </div>
            <aside
              aria-label="Ürün önizlemesi"
              className="hidden min-h-0 overflow-y-auto border-l border-slate-100 bg-slate-50/60 p-4 md:block"
            >
              {preview ? (
                <ResultPreview product={preview} signedIn={signedIn} />
              ) : (
                <div className="flex h-full items-center justify-center text-center text-sm text-subtle">
                  Önizleme için bir ürün seçin
                </div>
              )}
            </aside>
          </div>

          {hasText && (
            <button
              type="button"
              onClick={searchAll}
              className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="truncate">“{text.trim()}” için tüm sonuçları gör</span>
              <Icon name="fa-solid fa-arrow-right" />
            </button>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Below 768 px, where the side preview does not fit: the price the dealer pays (agreement price, else
 * the chosen or first list, net of discount) and the delivery badge or stock status, under the name.
 */
function ResultSummary({ product, signedIn }: { product: Product; signedIn: boolean }) {
  const prices = visiblePrices(product);
  const price = prices.find(isSelectedPrice) ?? prices[0];
  const agreement = product.stokAnlasmaFiyat;
  let priceLine = null;
  if (signedIn && agreement) {
    priceLine = (
      <span className="text-xs text-emerald-800">
        Anlaşma Fiyatı{' '}
        <Price formatted={agreement.fiyatF} currency={agreement.paraBirimi} className="text-sm font-bold" />
      </span>
    );
  } else if (signedIn && price) {
    priceLine = (
      <span className="text-xs text-muted">
        {price.ad}{' '}
        <Price
          formatted={showsNet(product, price) ? price.netFiyatF : price.fiyatF}
          currency={price.paraBirimi}
          className="text-sm font-semibold text-slate-900"
        />
      </span>
    );
  }
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 md:hidden">
      {priceLine}
      <StockStatus product={product} />
    </span>
  );
}

/** The side preview: picture, name, delivery badge or stock, barcode, code, prices (spec §2). */
function ResultPreview({ product, signedIn }: { product: Product; signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="mx-auto w-40 overflow-hidden rounded-xl border border-slate-200 bg-white p-2">
        <ProductImage product={product} />
      </div>
      <p className="text-sm leading-snug font-semibold text-slate-900">{product.ad}</p>
      <StockStatus product={product} />
      <dl className="flex flex-col gap-0.5 text-xs text-slate-500">
        {product.showBarkod && product.barkod && (
          <div className="flex gap-1.5">
            <dt>Barkod:</dt>
            <dd className="font-mono text-slate-700">{product.barkod}</dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt>Stok Kodu:</dt>
          <dd className="font-mono text-slate-700">{product.kod}</dd>
        </div>
      </dl>
      {signedIn && <PriceLines product={product} className="-mx-1.5" />}
    </div>
  );
}
