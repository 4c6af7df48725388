import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MENU_IDS, MENU_NAMES, type MenuEntry, type MenuId } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminMenu, useSaveMenu } from '../api';
import { moved, RowActions } from '../list-order';
import { SaveBar } from '../components/SaveBar';

interface Entry {
  /** A key for React only; the server gives new ids on every save. */
  key: string;
  displayName: string;
  url: string;
  cssClass: string;
  childs: Entry[];
}

let nextKey = 0;
const toEntry = (m: MenuEntry): Entry => ({
  key: `e${nextKey++}`,
  displayName: m.displayName,
  url: m.url,
  cssClass: m.cssClass ?? '',
  childs: m.childs.map(toEntry),
});
const blank = (): Entry => ({ key: `e${nextKey++}`, displayName: '', url: '/', cssClass: '', childs: [] });

/** The rows of one level (the menu, or an entry's children), each with its fields and actions. */
function EntryRows({
  entries,
  path,
  errors,
  onChange,
  nested,
}: {
  entries: Entry[];
  /** The API's field path of this level: 'items' or 'items.3.childs'. */
  path: string;
  errors: Record<string, string>;
  onChange(entries: Entry[]): void;
  nested?: boolean;
}) {
  const set = (i: number, patch: Partial<Entry>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <ol className={cn('space-y-3', nested && 'mt-3 border-l-2 border-slate-200 pl-4')}>
      {entries.map((e, i) => {
        const at = `${path}.${i}`;
        const name = e.displayName || 'yeni öğe';
        return (
          <li key={e.key} className="rounded-lg border border-slate-200 bg-white p-3">
            <div className="grid gap-3 md:grid-cols-[1fr_1.3fr_0.8fr_auto] md:items-end">
              <TextField
                label="Ad"
                value={e.displayName}
                onChange={(ev) => set(i, { displayName: ev.target.value })}
                error={errors[`${at}.displayName`]}
              />
              <TextField
                label="Bağlantı"
                value={e.url}
                onChange={(ev) => set(i, { url: ev.target.value })}
                error={errors[`${at}.url`]}
              />
              <TextField
                label="CSS sınıfı"
                value={e.cssClass}
                onChange={(ev) => set(i, { cssClass: ev.target.value })}
                error={errors[`${at}.cssClass`]}
              />
              <RowActions
                what={`${name}:`}
                index={i}
                count={entries.length}
                onMove={(to) => onChange(moved(entries, i, to))}
                onRemove={() => onChange(entries.filter((_, j) => j !== i))}
              >
                {!nested && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${name}: alt öğe ekle`}
                    onClick={() => set(i, { childs: [...e.childs, blank()] })}
                  >
                    <Icon name="fa-solid fa-turn-down" />
                  </Button>
                )}
              </RowActions>
            </div>
            {!nested && e.childs.length > 0 && (
              <EntryRows
                entries={e.childs}
                path={`${at}.childs`}
                errors={errors}
                onChange={(childs) => set(i, { childs })}
                nested
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function MenuEditor({
  menuKey,
  items,
  save,
}: {
  menuKey: MenuId;
  items: MenuEntry[];
  /** Kept by the page: the saved menu's answer starts a new editor, and the result stays shown. */
  save: ReturnType<typeof useSaveMenu>;
}) {
  const [entries, setEntries] = useState<Entry[]>(() => items.map(toEntry));
  const errors = isApiError(save.error) ? save.error.fields : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plain = (e: Entry) => ({ displayName: e.displayName, url: e.url, cssClass: e.cssClass || null });
    save.mutate({ items: entries.map((e) => ({ ...plain(e), childs: e.childs.map(plain) })) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={MENU_NAMES[menuKey]}>
      {entries.length === 0 ? (
        <Alert tone="info">Bu menüde öğe yok.</Alert>
      ) : (
        <EntryRows entries={entries} path="items" errors={errors} onChange={setEntries} />
      )}
      <SaveBar save={save} label="Menüyü kaydet" saved="Menü kaydedildi; mağazada görünüyor.">
        <Button variant="secondary" onClick={() => setEntries([...entries, blank()])}>
          <Icon name="fa-solid fa-plus" />
          Öğe ekle
        </Button>
      </SaveBar>
    </form>
  );
}

/** /spa/admin/menus (admins and editors): the header, footer and sign-in page menus. */
export function MenusPage() {
  const [params] = useSearchParams();
  const menuKey: MenuId = MENU_IDS.find((m) => m === params.get('menu')) ?? 'menu.header';
  const menu = useAdminMenu(menuKey);
  const save = useSaveMenu(menuKey);
  return (
    <>
      <PageHeading title="Menüler" description="Sıra, alt öğeler, bağlantılar; kaydedince mağazada hemen görünür." />
      <nav aria-label="Menüler" className="mb-4 flex flex-wrap gap-2">
        {MENU_IDS.map((m) => (
          <Link
            key={m}
            to={`/admin/menus?menu=${m}`}
            aria-current={m === menuKey ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-md px-3 text-sm font-semibold',
              m === menuKey
                ? 'bg-blue-900 text-white'
                : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {MENU_NAMES[m]}
          </Link>
        ))}
      </nav>
      {menu.isError && <Alert tone="error">{errorMessageOf(menu.error)}</Alert>}
      {!menu.data && !menu.isError && <LoadingBlock label="Menü yükleniyor…" />}
      {/* A new editor for each menu read: its rows start from the server's copy. */}
      {menu.data && (
        <MenuEditor key={`${menuKey}-${menu.dataUpdatedAt}`} menuKey={menuKey} items={menu.data.items} save={save} />
      )}
    </>
  );
}
