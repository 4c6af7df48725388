import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/Icon';

const loadDialog = () => import('./AutocompleteDialog');
// The dialog (Headless UI, result list, preview) loads on first use, not with the storefront.
const AutocompleteDialog = lazy(async () => ({ default: (await loadDialog()).AutocompleteDialog }));

/**
 * The header search when /application says autoComplete (spec §2 "Search"): a field-like button
 * that opens the autocomplete dialog. Hovering or focusing it starts loading the dialog early.
 * Its name is its visible text, so people who see it and say or type it reach it (WCAG 2.5.3).
 */
export function AutocompleteSearch() {
  const [open, setOpen] = useState(false);
  // Each opening starts empty: text and results clear after closing (spec §4 "Search dialog").
  const [session, setSession] = useState(0);
  const [used, setUsed] = useState(false);
  const openDialog = () => {
    setSession((n) => n + 1);
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        onPointerEnter={() => void loadDialog()}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="group relative flex h-11 w-full items-center rounded-full border border-slate-300 bg-slate-50 pr-1 pl-11 text-left text-sm text-subtle transition hover:border-slate-400 hover:bg-white focus-visible:border-blue-600 focus-visible:bg-white focus-visible:ring-4 focus-visible:ring-blue-100 focus-visible:outline-none"
      >
        <Icon
          name="fa-solid fa-magnifying-glass"
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-sm text-slate-400"
        />
        <span className="min-w-0 flex-1 truncate">Ürün adı, stok kodu veya barkod…</span>
        <span className="theme-accent hidden h-9 items-center rounded-full bg-amber-500 px-5 text-sm font-semibold text-slate-900 group-hover:brightness-95 sm:inline-flex">
          Ara
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <AutocompleteDialog key={session} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
