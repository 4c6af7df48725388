import type { ApplicationResponse, MasterLayout } from '@bayi/common';
// PALETTE, not theme.ts's paletteColor: theme.ts (themeToCss, the CSS sanitiser) would then load with every
// page, where only the admin's lazy theme editor needs it (docs/performance.md "Home page JavaScript").
import { PALETTE } from '@bayi/common';

/**
 * Readers for values derived from GET /application, so every feature interprets settings the same way.
 */
export function masterLayoutOf(app: ApplicationResponse | undefined): MasterLayout {
  const fromTheme = app?.themeSettings?.layouts?.master;
  if (fromTheme === 'default' || fromTheme === 'sidebar') return fromTheme;
  return app?.settings['layout.master'] === 'default' ? 'default' : 'sidebar';
}

/** The header menu's text colour (spec §2 "Theme editor": from blocks.header.item.bottom.text_color). */
export function headerBottomTextColor(app: ApplicationResponse | undefined): string {
  const token = app?.themeSettings?.blocks?.header?.item?.bottom?.text_color;
  return `var(--theme-header-bottom-text, ${(token && PALETTE[token]) || '#fff'})`;
}

/** Price-list names bound to ctrl+1/2/3 (spec §2, §9). */
export function priceShortcutsOf(app: ApplicationResponse | undefined): Array<{ key: string; priceName: string }> {
  if (!app) return [];
  return (['1', '2', '3'] as const).flatMap((n) => {
    const priceName = app.settings[`kisayol.fiyat.${n}`]?.trim();
    return priceName ? [{ key: n, priceName }] : [];
  });
}

/** A yes/no setting as the server reads it ('True', 'true', '1', 'evet', 'yes'). */
export function settingOn(app: ApplicationResponse | undefined, key: keyof ApplicationResponse['settings']): boolean {
  const value = app?.settings[key]?.trim().toLowerCase();
  return value === 'true' || value === '1' || value === 'evet' || value === 'yes';
}

/** The payment forms offer 'add the commission to the amount' only with showPaymentKomisyon (spec §3). */
export const commissionOffered = (app: ApplicationResponse | undefined) => settingOn(app, 'showPaymentKomisyon');
