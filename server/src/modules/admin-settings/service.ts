import { SETTING_FIELDS, settingsRefusal, settingValuesProblems, type AdminSettings } from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import { sanitizeContentHtml } from '../content/sanitize';
import type { AdminSettingsRepository } from './repository';

const FIELDS = new Map(SETTING_FIELDS.map((f) => [f.key, f]));
const KEYS = SETTING_FIELDS.map((f) => f.key);

export interface AdminSettingsDeps {
  /** Serves the new settings from the next request on (this process; others within SHARED_CACHE_SECONDS). */
  invalidate(): void;
}

/**
 * The settings form (admins): the values of SETTING_FIELDS; a save checks every value by its field's
 * rule, writes the changed ones with one audit entry, or refuses all of them naming each wrong key.
 */
export function createAdminSettingsService(repo: AdminSettingsRepository, deps: AdminSettingsDeps) {
  return {
    async get(): Promise<AdminSettings> {
      const stored = await repo.values(KEYS);
      return { values: Object.fromEntries(KEYS.map((k) => [k, stored.get(k) ?? ''])) };
    },

    async save(actor: Actor, values: Record<string, string>): Promise<AdminSettings> {
      const errors = settingValuesProblems(values);
      const wrong = Object.keys(errors);
      if (wrong.length) throw new RequestValidationError('body', settingsRefusal(wrong.length), errors);
      const clean: Record<string, string> = {};
      for (const [key, raw] of Object.entries(values)) {
        const field = FIELDS.get(key)!;
        const value = raw.trim();
        clean[key] = field.kind.type === 'text' && field.kind.html ? sanitizeContentHtml(value) : value;
      }
      await repo.transaction(async (tx) => {
        const before = await tx.values(Object.keys(clean));
        const changed = Object.keys(clean).filter((k) => (before.get(k) ?? '') !== clean[k]);
        if (!changed.length) return;
        for (const key of changed) await tx.save(key, clean[key]!);
        await tx.audit(actor, {
          action: 'settings.update',
          entity: 'settings',
          entityId: 'settings',
          summary: `Ayarlar değişti: ${changed.map((k) => FIELDS.get(k)!.label).join(', ')}.`,
          before: Object.fromEntries(changed.map((k) => [k, before.get(k) ?? ''])),
          after: Object.fromEntries(changed.map((k) => [k, clean[k]])),
        });
      });
      deps.invalidate();
      return this.get();
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
