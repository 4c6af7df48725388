import type { ApplicationResponse } from '@bayi/common';
import { PRICE_NAME_COOKIE, setCookie } from '../../lib/cookies';
import { useHotkeys } from '../../lib/hotkeys';
import { priceShortcutsOf } from '../../lib/settings';

/** ctrl+1/2/3 choose the price list named in kisayol.fiyat.N, then reload (spec §2, §4). */
export function usePriceListHotkeys(app: ApplicationResponse | undefined): void {
  useHotkeys(
    priceShortcutsOf(app).map(({ key, priceName }) => ({
      key,
      ctrl: true,
      handler: () => {
        setCookie(PRICE_NAME_COOKIE, priceName);
        window.location.reload();
      },
    })),
  );
}
