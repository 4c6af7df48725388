import { SETTING_FIELDS, settingsRefusal, settingValuesProblems, type AdminSettings } from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';
import type { Db } from '../../db/client';
import type { Actor } from '../audit/log';
import { sanitizeContentHtml } from '../content/sanitize';
import { createCheckoutOptionsService } from './checkout-options';
import { createSettingsRepository, type SettingsRepository } from './repository';

const FIELDS = new Map(SETTING_FIELDS.map((f) => [f.key, f]));
const KEYS = SETTING_FIELDS.map((f) => f.key);

export interface SettingsDeps {
  /** Serves the new settings from the next request on (this process; others within SHARED_CACHE_SECONDS). */
  invalidate(): void;
}

/**
 * The distributor's settings, the one writer of `settings`, `delivery_slots` and `bank_accounts`: the settings form
 * (admins: the values of SETTING_FIELDS; a save checks every value by its field's rule, writes the changed ones with
 * one audit entry, or refuses all of them naming each wrong key), what checkout offers (checkout-options.ts), and the
 * one value another module keeps in step with its own rows (the theme editor's `layout.master`).
 */
export function createSettingsService(repo: SettingsRepository, deps: SettingsDeps) {
  return {
    ...createCheckoutOptionsService(repo, deps),

    /**
     * Writes one stored value in the caller's transaction `tx`, so it commits or rolls back with the caller's own
     * rows; the caller empties the application cache after its commit.
     */
    async saveValue(tx: Db, key: string, value: string): Promise<void> {
      await createSettingsRepository(tx).save(key, value);
    },

    async form(): Promise<AdminSettings> {
      const stored = await repo.values(KEYS);
      return { values: Object.fromEntries(KEYS.map((k) => [k, stored.get(k) ?? ''])) };
    },

    async saveForm(actor: Actor, values: Record<string, string>): Promise<AdminSettings> {
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
      return this.form();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
