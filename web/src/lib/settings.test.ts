import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  PALETTE,
  type ApplicationResponse,
  type PublicSettings,
  type ThemeSettings,
} from '@bayi/common';
import { commissionOffered, headerBottomTextColor, masterLayoutOf, priceShortcutsOf, settingOn } from './settings';

function application(settings: PublicSettings = {}, themeSettings: ThemeSettings = DEFAULT_THEME): ApplicationResponse {
  return {
    settings,
    themeSettings,
    dovizs: [],
    autoComplete: true,
    memberDisplayName: null,
    themeEditorActive: false,
    staffRole: null,
    priceName: null,
    isLoggedIn: true,
    shoppingFor: null,
  };
}

/** The default theme with the header menu bar's text colour set to `token`. */
function withHeaderText(token: string | undefined): ThemeSettings {
  const header = DEFAULT_THEME.blocks.header!;
  return {
    ...DEFAULT_THEME,
    blocks: {
      ...DEFAULT_THEME.blocks,
      header: { ...header, item: { ...header.item, bottom: { ...header.item.bottom!, text_color: token } } },
    },
  };
}

describe('the master layout', () => {
  it("is the theme's layout", () => {
    expect(masterLayoutOf(application({}, { ...DEFAULT_THEME, layouts: { master: 'default' } }))).toBe('default');
    expect(masterLayoutOf(application({}, { ...DEFAULT_THEME, layouts: { master: 'sidebar' } }))).toBe('sidebar');
  });

  it('wins over the older layout setting', () => {
    const app = application({ 'layout.master': 'default' }, { ...DEFAULT_THEME, layouts: { master: 'sidebar' } });
    expect(masterLayoutOf(app)).toBe('sidebar');
  });

  it('is the sidebar layout before the settings have loaded', () => {
    expect(masterLayoutOf(undefined)).toBe('sidebar');
  });
});

describe("the header menu bar's text colour", () => {
  it("is the theme's palette colour, behind the live editor's custom property", () => {
    expect(headerBottomTextColor(application({}, withHeaderText('white')))).toBe(
      'var(--theme-header-bottom-text, #fff)',
    );
    expect(headerBottomTextColor(application({}, withHeaderText('slate-900')))).toBe(
      `var(--theme-header-bottom-text, ${PALETTE['slate-900']})`,
    );
  });

  it('is white for a colour not in the palette, none at all, or before the settings have loaded', () => {
    expect(headerBottomTextColor(application({}, withHeaderText('not-a-colour')))).toBe(
      'var(--theme-header-bottom-text, #fff)',
    );
    expect(headerBottomTextColor(application({}, withHeaderText(undefined)))).toBe(
      'var(--theme-header-bottom-text, #fff)',
    );
    expect(headerBottomTextColor(application({}, { ...DEFAULT_THEME, blocks: {} }))).toBe(
      'var(--theme-header-bottom-text, #fff)',
    );
    expect(headerBottomTextColor(undefined)).toBe('var(--theme-header-bottom-text, #fff)');
  });
});

describe('the price-list shortcuts', () => {
  it('bind ctrl+1, 2 and 3 to the price lists named in the settings', () => {
    const app = application({
      'kisayol.fiyat.1': 'Bayi Fiyatı',
      'kisayol.fiyat.2': 'Perakende Fiyatı',
      'kisayol.fiyat.3': 'Toptan Fiyatı',
    });
    expect(priceShortcutsOf(app)).toEqual([
      { key: '1', priceName: 'Bayi Fiyatı' },
      { key: '2', priceName: 'Perakende Fiyatı' },
      { key: '3', priceName: 'Toptan Fiyatı' },
    ]);
  });

  it('skip a shortcut with no name or a blank one, and trim the names', () => {
    const app = application({ 'kisayol.fiyat.1': '   ', 'kisayol.fiyat.3': ' Toptan Fiyatı ' });
    expect(priceShortcutsOf(app)).toEqual([{ key: '3', priceName: 'Toptan Fiyatı' }]);
  });

  it('are none before the settings have loaded', () => {
    expect(priceShortcutsOf(undefined)).toEqual([]);
  });
});

describe('yes/no settings', () => {
  it('are on for the spellings the server accepts, in any case and with spaces', () => {
    for (const value of ['True', 'true', 'TRUE', '1', 'evet', 'Evet', 'yes', ' true '])
      expect(settingOn(application({ showReportBarcode: value }), 'showReportBarcode'), value).toBe(true);
  });

  it('are off for anything else, when missing, and before the settings have loaded', () => {
    for (const value of ['False', 'false', '0', 'hayır', 'no', 'on', ''])
      expect(settingOn(application({ showReportBarcode: value }), 'showReportBarcode'), value).toBe(false);
    expect(settingOn(application(), 'showReportBarcode')).toBe(false);
    expect(settingOn(undefined, 'showReportBarcode')).toBe(false);
  });

  it('offer adding the commission to the amount only with showPaymentKomisyon', () => {
    expect(commissionOffered(application({ showPaymentKomisyon: 'True' }))).toBe(true);
    expect(commissionOffered(application({ showPaymentKomisyon: 'False' }))).toBe(false);
    expect(commissionOffered(application())).toBe(false);
  });
});
