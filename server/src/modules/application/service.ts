import {
  DEFAULT_THEME,
  SETTING_KEYS,
  themeToCss,
  type ApplicationResponse,
  type MasterLayout,
  type PublicSettings,
  type ThemeSettings,
} from '@bayi/common';
import type { SessionUser } from '../auth/service';
import type { ApplicationRepository } from './repository';

const TRUE_VALUES = new Set(['true', '1', 'evet', 'yes']);
/** ERP settings are strings; 'True'/'False' are booleans there. */
export const settingIsOn = (value: string | undefined) => value !== undefined && TRUE_VALUES.has(value.toLowerCase());

function isThemeSettings(value: unknown): value is ThemeSettings {
  const v = value as ThemeSettings | null;
  return !!v && typeof v === 'object' && typeof v.blocks === 'object' && typeof v.layouts === 'object';
}

export function createApplicationService(repo: ApplicationRepository) {
  /** The saved theme, or the shipped default; the master layout setting is the one source for layouts.master. */
  async function currentTheme(all?: Map<string, string>): Promise<ThemeSettings> {
    const saved = await repo.savedTheme();
    const base = isThemeSettings(saved) ? saved : DEFAULT_THEME;
    const settings = all ?? (await repo.allSettings());
    const master = settings.get('layout.master');
    const layout: MasterLayout = master === 'default' || master === 'sidebar' ? master : base.layouts.master;
    return { ...base, layouts: { ...base.layouts, master: layout } };
  }

  return {
    settings: () => repo.allSettings(),
    currentTheme,

    async application(session: SessionUser | null, priceName: string | null): Promise<ApplicationResponse> {
      const all = await repo.allSettings();
      const themeSettings = await currentTheme(all);
      const publicSettings: PublicSettings = {};
      for (const key of SETTING_KEYS) {
        const value = all.get(key);
        if (value !== undefined) publicSettings[key] = value;
      }
      publicSettings['layout.master'] = themeSettings.layouts.master;
      const rates = await repo.latestRates();
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
        themeEditorActive: session?.role === 'admin',
        priceName,
        isLoggedIn: session !== null,
      };
    },

    async css(): Promise<string> {
      return themeToCss(await currentTheme());
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
