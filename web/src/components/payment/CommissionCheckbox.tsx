/**
 * 'Banka komisyonunu tutara ekle' (spec §3 AddcomissionToAmount): the whole row is the label, so a finger
 * finds it (44 px, WCAG 2.5.5).
 */
export function CommissionCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 self-start pr-2 text-sm text-slate-700 select-none">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      />
      Banka komisyonunu tutara ekle
    </label>
  );
}
