import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  HEIGHT_MAX,
  HEIGHT_MIN,
  HEIGHT_STEP,
  PALETTE,
  paletteContrast,
  WCAG_AA_TEXT,
  type ApplicationResponse,
  type ThemeItem,
  type ThemeSettings,
} from '@bayi/common';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { cn } from '../../lib/cn';
import { applicationQuery, useApplication } from '../../lib/queries';
import { resetTheme, restoreTheme, saveTheme, themeHistoryKey, useThemeHistory } from './api';
import { applyLiveTheme } from './liveTheme';
import { PalettePicker } from './PalettePicker';
import { T } from './texts';
import { reportFailure, showToast } from './toast';
import { ToastHost } from './Toast';
import { useThemeDraft, type ThemeField } from './useThemeDraft';

const sameTheme = (a: ThemeSettings, b: ThemeSettings) => JSON.stringify(a) === JSON.stringify(b);
const contrastFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });

/** Whether a key press belongs to a text field, whose own Ctrl+Z must keep working. */
function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.matches(
        'textarea, select, input:not([type=range]):not([type=radio]):not([type=checkbox]):not([type=button])',
      ))
  );
}

/**
 * The admin's theme editor (spec §2 "Theme editor", §4, §5, §8): a panel over the storefront whose changes
 * apply at once, saved as a whole, reset after a confirmation; undo/redo, contrast warnings and saved
 * versions beyond the spec. Mounted only when /application says themeEditorActive, from a lazy chunk.
 */
export function ThemeEditor() {
  const { data: app } = useApplication();
  if (!app?.themeEditorActive) return null;
  return <Editor initial={app.themeSettings} />;
}

function Editor({ initial }: { initial: ThemeSettings }) {
  const queryClient = useQueryClient();
  const { draft, canUndo, canRedo, set, replace, undo, redo } = useThemeDraft(initial);
  const [saved, setSaved] = useState(initial);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const dirty = useMemo(() => !sameTheme(draft, saved), [draft, saved]);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();

  // Live preview: every change of the draft restyles the page without a reload.
  useEffect(() => applyLiveTheme(draft), [draft]);

  // Focus follows the panel: into it when it opens, back to the toggle when it closes.
  useEffect(() => {
    if (open) heading.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) while the panel is open, except inside text fields.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, undo, redo]);

  /** The saved theme becomes the page's: /application's copy too, so every reader agrees. */
  const adopt = (theme: ThemeSettings) => {
    setSaved(theme);
    if (!sameTheme(theme, draft)) replace(theme);
    queryClient.setQueryData(applicationQuery.queryKey, (old: ApplicationResponse | undefined) =>
      old ? { ...old, themeSettings: theme } : old,
    );
    void queryClient.invalidateQueries({ queryKey: themeHistoryKey });
  };

  const save = async () => {
    setSaving(true);
    try {
      adopt(await saveTheme(draft));
      showToast('success', T.saved);
    } catch (error) {
      reportFailure(T.saveFailed, error);
    } finally {
      setSaving(false);
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      await resetTheme();
      // spec §4: reset, then reload — the page comes back with the default theme.
      window.location.reload();
    } catch (error) {
      reportFailure(T.resetFailed, error);
      setResetting(false);
      setConfirmingReset(false);
    }
  };

  const restore = async (id: number) => {
    try {
      const theme =
        (await restoreTheme(id)) ?? (await queryClient.fetchQuery({ ...applicationQuery, staleTime: 0 })).themeSettings;
      adopt(theme);
      showToast('success', T.restored);
    } catch (error) {
      reportFailure(T.restoreFailed, error);
    }
  };

  return (
    <>
      <ToastHost />
      {!open && (
        <button
          ref={toggle}
          type="button"
          onClick={() => setOpen(true)}
          aria-controls="theme-editor"
          aria-expanded={false}
          className="fixed bottom-4 left-4 z-40 inline-flex h-11 items-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <Icon name="fa-solid fa-palette" />
          {T.toggle}
          {dirty && <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs text-slate-900">{T.unsaved}</span>}
        </button>
      )}
      <aside
        id="theme-editor"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
        }}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 flex max-h-[70dvh] flex-col rounded-t-2xl border border-slate-200 bg-white text-slate-800 shadow-2xl',
          'sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[25rem] sm:rounded-none sm:border-y-0 sm:border-r-0',
        )}
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
          <h2
            ref={heading}
            id={titleId}
            tabIndex={-1}
            className="flex-1 text-base font-bold text-slate-900 focus:outline-none"
          >
            <Icon name="fa-solid fa-palette" className="mr-2 text-slate-600" />
            {T.title}
          </h2>
          {dirty && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {T.unsaved}
            </span>
          )}
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 lg:size-9"
          >
            <Icon name="fa-solid fa-xmark" className="text-lg" />
            <span className="sr-only">{T.close}</span>
          </button>
        </div>
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
          <Button variant="secondary" size="sm" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            <Icon name="fa-solid fa-rotate-left" />
            {T.undo}
          </Button>
          <Button variant="secondary" size="sm" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
            <Icon name="fa-solid fa-rotate-right" />
            {T.redo}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
          {Object.entries(draft.blocks).map(([blockKey, block]) => (
            <section key={blockKey} aria-labelledby={`${titleId}-${blockKey}`} className="mb-5">
              <h3
                id={`${titleId}-${blockKey}`}
                className="mb-2 text-sm font-bold tracking-wide text-slate-900 uppercase"
              >
                {block.title}
              </h3>
              <div className="flex flex-col gap-3">
                {Object.entries(block.item).map(([itemKey, item]) =>
                  item.type === 'heightPicker' ? (
                    <HeightControl
                      key={itemKey}
                      item={item}
                      onChange={(value) => set({ block: blockKey, item: itemKey, field: 'height' }, value)}
                    />
                  ) : (
                    <ColorControl
                      key={itemKey}
                      item={item}
                      onChange={(field, value) => set({ block: blockKey, item: itemKey, field }, value)}
                    />
                  ),
                )}
              </div>
            </section>
          ))}
          <HistorySection onRestore={restore} />
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3">
          <Button variant="secondary" onClick={() => setConfirmingReset(true)}>
            <Icon name="fa-solid fa-arrow-rotate-left" />
            {T.reset}
          </Button>
          <Button onClick={save} loading={saving} loadingText={T.saving}>
            <Icon name="fa-solid fa-floppy-disk" />
            {T.save}
          </Button>
        </div>
      </aside>
      <Modal
        open={confirmingReset}
        onClose={() => !resetting && setConfirmingReset(false)}
        title={T.resetTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)} disabled={resetting}>
              {T.cancel}
            </Button>
            <Button variant="danger" onClick={reset} loading={resetting}>
              {T.reset}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{T.resetQuestion}</p>
      </Modal>
    </>
  );
}

function ColorControl({
  item,
  onChange,
}: {
  item: ThemeItem;
  onChange: (field: Extract<ThemeField['field'], 'bg_color' | 'text_color'>, value: string) => void;
}) {
  const [editing, setEditing] = useState<'bg_color' | 'text_color' | null>(null);
  const paletteId = useId();
  const fields = (['bg_color', 'text_color'] as const).filter((field) => item[field] !== undefined);
  const ratio = paletteContrast(item.text_color, item.bg_color);
  const low = ratio !== null && ratio < WCAG_AA_TEXT;
  const fieldName = (field: 'bg_color' | 'text_color') => (field === 'bg_color' ? T.background : T.text);

  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{item.title}</legend>
      <div className="flex gap-2">
        {fields.map((field) => (
          <button
            key={field}
            type="button"
            aria-expanded={editing === field}
            aria-controls={paletteId}
            onClick={() => setEditing((current) => (current === field ? null : field))}
            className={cn(
              'flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border px-2 py-1.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              editing === field ? 'border-blue-600 ring-1 ring-blue-600' : 'border-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-md ring-1 ring-slate-900/20 ring-inset"
              style={{ backgroundColor: PALETTE[item[field] ?? ''] }}
            />
            <span className="min-w-0 leading-tight">
              <span className="block text-xs text-slate-600">{fieldName(field)}</span>
              <span className="block truncate text-sm font-medium">{item[field]}</span>
            </span>
          </button>
        ))}
      </div>
      {ratio !== null && (
        <div aria-live="polite" className="mt-2 flex items-center gap-2 text-xs">
          {/* The pair itself, drawn without text: a bar of the text colour on the background. */}
          <span
            aria-hidden="true"
            className="flex h-6 w-10 shrink-0 flex-col justify-center gap-1 rounded px-1.5 ring-1 ring-slate-900/15 ring-inset"
            style={{ backgroundColor: PALETTE[item.bg_color ?? ''] }}
          >
            <span className="h-0.5 w-full rounded" style={{ backgroundColor: PALETTE[item.text_color ?? ''] }} />
            <span className="h-0.5 w-2/3 rounded" style={{ backgroundColor: PALETTE[item.text_color ?? ''] }} />
          </span>
          <span className={cn('font-medium', low ? 'text-amber-900' : 'text-slate-600')}>
            {T.contrast} {contrastFormat.format(ratio)}:1
          </span>
          {low && (
            <span
              data-contrast-warning
              className="flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-amber-900"
            >
              <Icon name="fa-solid fa-triangle-exclamation" />
              {T.lowContrast}
            </span>
          )}
        </div>
      )}
      <div id={paletteId} className={cn(editing && 'mt-3')}>
        {editing && (
          <PalettePicker
            label={`${item.title} — ${fieldName(editing).toLocaleLowerCase('tr')} rengi`}
            value={item[editing]}
            onChange={(token) => onChange(editing, token)}
          />
        )}
      </div>
    </fieldset>
  );
}

function HeightControl({ item, onChange }: { item: ThemeItem; onChange: (value: number) => void }) {
  const id = useId();
  const value = item.height ?? 10;
  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {item.title}
        </label>
        <output htmlFor={id} className="text-sm text-slate-700 tabular-nums">
          {value} · {value * 4} px
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={HEIGHT_MIN}
        max={HEIGHT_MAX}
        step={HEIGHT_STEP}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-2 h-11 w-full cursor-pointer accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 lg:h-6"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>{HEIGHT_MIN}</span>
        <span>{HEIGHT_MAX}</span>
      </div>
    </div>
  );
}

function HistorySection({ onRestore }: { onRestore: (id: number) => Promise<void> }) {
  const [expanded, setExpanded] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const history = useThemeHistory(expanded);
  const listId = useId();
  return (
    <section className="border-t border-slate-200 pt-3">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-1 text-sm font-bold tracking-wide text-slate-900 uppercase hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <span className="flex items-center gap-2">
          <Icon name="fa-solid fa-clock-rotate-left" className="text-slate-600" />
          {T.history}
        </span>
        <Icon
          name="fa-solid fa-chevron-down"
          className={cn('text-xs transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <div id={listId} hidden={!expanded} className="mt-2">
        {history.isPending ? (
          <p className="px-1 text-sm text-slate-600">…</p>
        ) : history.isError ? (
          <p className="px-1 text-sm text-slate-600">{T.historyFailed}</p>
        ) : history.data.length === 0 ? (
          <p className="px-1 text-sm text-slate-600">{T.historyEmpty}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100">
            {history.data.map((entry) => {
              const when = new Date(entry.savedAt);
              const whenId = `${listId}-${entry.id}`;
              return (
                <li key={entry.id} className="flex items-center gap-3 py-2">
                  <div id={whenId} className="min-w-0 flex-1 text-sm">
                    <time dateTime={entry.savedAt} className="block font-medium text-slate-900 tabular-nums">
                      {formatDate(when)} {timeFormat.format(when)}
                    </time>
                    <span className="block truncate text-xs text-slate-600">{entry.savedBy}</span>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-describedby={whenId}
                    loading={restoring === entry.id}
                    disabled={restoring !== null}
                    onClick={async () => {
                      setRestoring(entry.id);
                      await onRestore(entry.id);
                      setRestoring(null);
                    }}
                  >
                    {T.restore}
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
