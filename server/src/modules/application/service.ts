import { createHash } from 'node:crypto';
import type { UserRole } from '@bayi/common';
import {
  DEFAULT_THEME,
  SETTING_KEYS,
  themeToCss,
  type ApplicationResponse,
  type MasterLayout,
  type PublicSettings,
  type ThemeSettings,
} from '@bayi/common';
import type { ApplicationRepository } from './repository';
import { SharedDataCache, sameEntries, sameJson } from '../../lib/shared-data-cache';

const TRUE_VALUES = new Set(['true', '1', 'evet', 'yes']);
/** ERP settings are strings; 'True'/'False' are booleans there. */
export const settingIsOn = (value: string | undefined) => value !== undefined && TRUE_VALUES.has(value.toLowerCase());

/** The signed-in person as far as /application goes (the request context's session user). */
export interface ApplicationSession {
  role: UserRole;
  /** Dealer's company name for dealers, the staff member's name for staff (memberDisplayName). */
  displayName: string;
  dealerCode: string | null;
  /** Set while a staff member shops for a dealer: their own name. */
  staffName: string | null;
}

function isThemeSettings(value: unknown): value is ThemeSettings {
  const v = value as ThemeSettings | null;
  return !!v && typeof v === 'object' && typeof v.blocks === 'object' && typeof v.layouts === 'object';
}

export function createApplicationService(repo: ApplicationRepository, cacheTtlMs: number) {
  // Kept as the same objects while unchanged: what is remembered per object (a list's box signature) lasts.
  const settingsCache = new SharedDataCache(cacheTtlMs, () => repo.allSettings(), undefined, undefined, sameEntries);
  const themeCache = new SharedDataCache(cacheTtlMs, () => repo.savedTheme());
  const ratesCache = new SharedDataCache(cacheTtlMs, () => repo.latestRates(), undefined, undefined, sameJson);
  const settings = () => settingsCache.get('all');
  let lastStylesheet = { css: '', version: '' };

  /** The saved theme, or the shipped default; the master layout setting is the one source for layouts.master. */
  async function currentTheme(all?: Map<string, string>): Promise<ThemeSettings> {
    const saved = await themeCache.get('theme');
    const base = isThemeSettings(saved) ? saved : DEFAULT_THEME;
    const settings = all ?? (await settingsCache.get('all'));
    const master = settings.get('layout.master');
    const layout: MasterLayout = master === 'default' || master === 'sidebar' ? master : base.layouts.master;
    return { ...base, layouts: { ...base.layouts, master: layout } };
  }

  return {
    settings,
    currentTheme,
    /** Newest buy/sell rate of each foreign currency, exact (strings). */
    latestRates: () => ratesCache.get('rates'),

    /** After a change made through this process (theme editor, admin): serve it at once. */
    invalidate() {
      settingsCache.invalidate();
      themeCache.invalidate();
      ratesCache.invalidate();
    },

    async application(session: ApplicationSession | null, priceName: string | null): Promise<ApplicationResponse> {
      const all = await settings();
      const themeSettings = await currentTheme(all);
      const publicSettings: PublicSettings = {};
      for (const key of SETTING_KEYS) {
        const value = all.get(key);
        if (value !== undefined) publicSettings[key] = value;
      }
      publicSettings['layout.master'] = themeSettings.layouts.master;
      const rates = await ratesCache.get('rates');
      return {
        settings: publicSettings,
        themeSettings,
        dovizs: rates.map((r) => ({
          kod: r.code,
          ad: r.code,
          alis: Number(r.buy),
          satis: Number(r.sell),
          tarih: r.rate_date,
        })),
        autoComplete: settingIsOn(all.get('autoComplete')),
        memberDisplayName: session?.displayName ?? null,
        themeEditorActive: session?.role === 'admin' || session?.role === 'editor',
        staffRole: session && session.role !== 'dealer' ? session.role : null,
        priceName,
        isLoggedIn: session !== null,
        shoppingFor:
          session?.staffName && session.dealerCode
            ? { code: session.dealerCode, name: session.displayName, staffName: session.staffName }
            : null,
      };
    },

    /** The theme stylesheet with its version (a hash of its text), remembered while the text is the same. */
    async stylesheet(): Promise<{ css: string; version: string }> {
      const css = themeToCss(await currentTheme());
      if (css !== lastStylesheet.css) {
        lastStylesheet = { css, version: createHash('sha1').update(css).digest('base64url') };
      }
      return lastStylesheet;
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
