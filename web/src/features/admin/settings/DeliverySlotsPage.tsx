import { useId, useState, type FormEvent } from 'react';
import {
  DELIVERY_SLOT_KIND_NAMES,
  DELIVERY_SLOT_KINDS,
  MAX_SLOTS_PER_KIND,
  type AdminDeliverySlots,
  type DeliverySlotKind,
} from '@bayi/common';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { inputClasses } from '../../../components/FormField';
import { isApiError } from '../../../lib/http';
import { useDeliverySlots } from '../api';
import { FieldError, SettingsEditorPage, tableClasses as t } from './settings-parts';
import { SaveBar } from '../components/SaveBar';
import { moved, RowActions } from '../list-order';

interface Slot {
  /** A key for React only. */
  key: string;
  id: number | null;
  label: string;
  active: boolean;
}
type Kind = { enabled: boolean; slots: Slot[] };
type Slots = Record<DeliverySlotKind, Kind>;

let nextKey = 0;
const toSlots = (d: AdminDeliverySlots): Slots => ({
  arac: { enabled: d.arac.enabled, slots: d.arac.slots.map((s) => ({ ...s, key: `s${nextKey++}` })) },
  kurye: { enabled: d.kurye.enabled, slots: d.kurye.slots.map((s) => ({ ...s, key: `s${nextKey++}` })) },
});

/** "Araç" / "Kurye": how a row's fields are named ("Kurye 2. saat dilimi"). */
const SHORT: Record<DeliverySlotKind, string> = { arac: 'Araç', kurye: 'Kurye' };

function KindEditor({
  kind,
  value,
  errors,
  onChange,
}: {
  kind: DeliverySlotKind;
  value: Kind;
  errors: Record<string, string>;
  onChange(next: Kind): void;
}) {
  const id = useId();
  const setSlot = (i: number, patch: Partial<Slot>) =>
    onChange({ ...value, slots: value.slots.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const enabledError = errors[`${kind}.enabled`];
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {DELIVERY_SLOT_KIND_NAMES[kind]}
      </h2>
      <div className="mt-3 flex items-center gap-2.5">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
          aria-invalid={enabledError ? true : undefined}
          aria-describedby={enabledError ? `${id}-enabled-error` : undefined}
          className="size-5 accent-blue-700"
        />
        <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-slate-800">
          {DELIVERY_SLOT_KIND_NAMES[kind]} ödeme adımında sunulsun
        </label>
      </div>
      <FieldError id={`${id}-enabled-error`}>{enabledError}</FieldError>

      {value.slots.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Saat dilimi yok.</p>
      ) : (
        <table className={`mt-4 max-w-3xl ${t.table}`}>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className={`${t.th} w-12`}>
                Sıra
              </th>
              <th scope="col" className={t.th}>
                Saat dilimi
              </th>
              <th scope="col" className={`${t.th} w-20`}>
                Etkin
              </th>
              <th scope="col" className={`${t.th} w-36`}>
                İşlemler
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {value.slots.map((s, i) => {
              const at = `${kind}.slots.${i}`;
              const name = `${SHORT[kind]} ${i + 1}. saat dilimi`;
              const labelError = errors[`${at}.label`] ?? errors[`${at}.id`];
              const errorId = `${id}-${i}-error`;
              return (
                <tr key={s.key} className={t.tr}>
                  <td className={`${t.td} font-semibold text-slate-600 max-md:col-span-2 md:pt-4`}>{i + 1}.</td>
                  <td className={`${t.td} max-md:col-span-2`}>
                    <input
                      aria-label={name}
                      value={s.label}
                      placeholder="ör. Aynı gün 14:00"
                      onChange={(e) => setSlot(i, { label: e.target.value })}
                      aria-invalid={labelError ? true : undefined}
                      aria-describedby={labelError ? errorId : undefined}
                      className={inputClasses(Boolean(labelError), 'h-11')}
                    />
                    <FieldError id={errorId}>{labelError}</FieldError>
                  </td>
                  <td className={`${t.tdControl} max-md:flex max-md:items-center`}>
                    <label className="inline-flex items-center gap-2 text-sm md:mt-1">
                      <input
                        type="checkbox"
                        aria-label={`${name} etkin`}
                        checked={s.active}
                        onChange={(e) => setSlot(i, { active: e.target.checked })}
                        className="size-5 accent-blue-700"
                      />
                      <span aria-hidden="true" className="md:hidden">
                        Etkin
                      </span>
                    </label>
                  </td>
                  <td className={`${t.tdControl} max-md:flex max-md:justify-end`}>
                    <RowActions
                      what={`${name}ni`}
                      index={i}
                      count={value.slots.length}
                      onMove={(to) => onChange({ ...value, slots: moved(value.slots, i, to) })}
                      onRemove={() => onChange({ ...value, slots: value.slots.filter((_, j) => j !== i) })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={value.slots.length >= MAX_SLOTS_PER_KIND}
        onClick={() =>
          onChange({ ...value, slots: [...value.slots, { key: `s${nextKey++}`, id: null, label: '', active: true }] })
        }
      >
        <Icon name="fa-solid fa-plus" />
        {SHORT[kind]} saat dilimi ekle
      </Button>
    </section>
  );
}

function SlotsEditor({
  initial,
  save,
}: {
  initial: AdminDeliverySlots;
  save: ReturnType<typeof useDeliverySlots>['save'];
}) {
  const [slots, setSlots] = useState<Slots>(() => toSlots(initial));
  const errors = isApiError(save.error) ? save.error.fields : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plain = (k: Kind) => ({
      enabled: k.enabled,
      slots: k.slots.map((s) => ({ id: s.id, label: s.label, active: s.active })),
    });
    save.mutate({ arac: plain(slots.arac), kurye: plain(slots.kurye) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Teslimat saatleri" className="space-y-5">
      {DELIVERY_SLOT_KINDS.map((kind) => (
        <KindEditor
          key={kind}
          kind={kind}
          value={slots[kind]}
          errors={errors}
          onChange={(next) => setSlots({ ...slots, [kind]: next })}
        />
      ))}
      <SaveBar
        save={save}
        label="Teslimat saatlerini kaydet"
        saved="Teslimat saatleri kaydedildi; ödeme adımında görünüyor."
      />
    </form>
  );
}

/** /spa/admin/settings/delivery-slots (admins): the time slots of delivery by vehicle and by courier. */
export function DeliverySlotsPage() {
  const { query, save } = useDeliverySlots();
  return (
    <SettingsEditorPage
      title="Teslimat saatleri"
      description="Araç ve kurye ile teslimatın saat dilimleri, ödeme adımındaki sırasıyla. Silinen ya da adı değişen bir saat dilimi, onu seçmiş siparişlerde olduğu gibi kalır."
      loading="Teslimat saatleri yükleniyor…"
      query={query}
    >
      {(data) => <SlotsEditor initial={data} save={save} />}
    </SettingsEditorPage>
  );
}
