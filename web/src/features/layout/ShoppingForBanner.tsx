import { useState } from 'react';
import type { ApplicationResponse } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { errorMessageOf, postJson } from '../../lib/http';

/**
 * Above the storefront while a sales representative (or an admin) shops for a dealer: whose
 * prices, basket and orders these are, and the way back. Ending reloads the page, as every price changes.
 */
export function ShoppingForBanner({ shoppingFor }: { shoppingFor: NonNullable<ApplicationResponse['shoppingFor']> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function end() {
    setBusy(true);
    try {
      await postJson('/admin/dealers/shop/end');
      window.location.assign('/spa/admin/dealers');
    } catch (e) {
      setError(errorMessageOf(e));
      setBusy(false);
    }
  }
  return (
    <div role="region" aria-label="Bayi adına alışveriş" className="bg-amber-300 text-amber-950">
      <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
        <Icon name="fa-solid fa-user-tie" />
        <p className="min-w-0 flex-1">
          <strong>{shoppingFor.staffName}</strong>, <strong>{shoppingFor.name}</strong> ({shoppingFor.code}) adına
          alışveriş yapıyorsunuz: fiyatlar, sepet ve siparişler bu bayinindir.
          {error && <span className="ml-2 font-semibold text-red-900">{error}</span>}
        </p>
        <button
          type="button"
          onClick={() => void end()}
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline underline-offset-4 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-950 lg:min-h-9"
        >
          Alışverişi bitir
        </button>
      </div>
    </div>
  );
}
