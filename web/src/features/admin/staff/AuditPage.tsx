import {
  adminAuditQuerySchema,
  AUDIT_ACTION_NAMES,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_NAMES,
  type AdminAuditEntry,
} from '@bayi/common';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { useAdminAudit } from '../api';
import { ChoiceFilter, DateRangeFilter, FilterBar, ListResults, useListParams } from '../components/ListPage';
import { formatInstant } from '../format';

const FILTERS = ['q', 'entity', 'from', 'to'] as const;

/** A stored value as one short line: text as it is, anything else as JSON. */
const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The fields an entry changed, one line each: before → after (or the detail it keeps). */
function changesOf(entry: AdminAuditEntry): { key: string; before?: unknown; after: unknown }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  // The theme editor keeps its changed settings as a list of { path, before, after }.
  if (Array.isArray(after.changes)) {
    return (after.changes as { path: string; before: unknown; after: unknown }[]).map((c) => ({
      key: c.path,
      before: c.before,
      after: c.after,
    }));
  }
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((key) =>
    key in before ? { key, before: before[key], after: after[key] } : { key, after: after[key] },
  );
}

function Changes({ entry }: { entry: AdminAuditEntry }) {
  const rows = changesOf(entry);
  if (!rows.length) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-blue-800">Önce → sonra</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 break-all">
        {rows.map((r) => (
          <div key={r.key} className="contents">
            <dt className="font-mono text-slate-600">{r.key}</dt>
            <dd className="font-mono">
              {'before' in r && (
                <>
                  <span className="text-red-800">{shown(r.before)}</span> →{' '}
                </>
              )}
              <span className="text-emerald-800">{shown(r.after)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** /spa/admin/audit (admins): every staff change, searched by text, kind and days, newest first. */
export function AuditPage() {
  const list = useListParams('/admin/audit');
  const log = useAdminAudit(list.search);
  const data = log.data;

  return (
    <>
      <PageHeading
        title="Denetim kaydı"
        description={data ? `${data.total.toLocaleString('tr-TR')} kayıt` : 'Personelin her değişikliği'}
      />
      <FilterBar
        list={list}
        schema={adminAuditQuerySchema}
        names={FILTERS}
        serverError={log.error}
        role="search"
        label="Denetim kaydında ara"
        columns={5}
        submit="Ara"
      >
        {(field) => (
          <>
            <TextField label="Metin, kişi ya da kayıt no" type="search" {...field('q')} />
            <ChoiceFilter label="Tür" values={AUDIT_ENTITIES} names={AUDIT_ENTITY_NAMES} {...field('entity')} />
            <DateRangeFilter from={field('from')} to={field('to')} />
          </>
        )}
      </FilterBar>
      <ListResults
        list={list}
        query={log}
        rows={(d) => d.rows}
        loading="Denetim kaydı yükleniyor…"
        empty="Aramaya uyan kayıt yok."
      >
        {(d) => (
          <ol
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
            aria-label="Değişiklikler, en yenisi önce"
          >
            {d.rows.map((e) => (
              <li key={e.id} className="p-4">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                  <time dateTime={e.at} className="text-slate-600 tabular-nums">
                    {formatInstant(e.at)}
                  </time>
                  <span className="font-semibold">{e.by}</span>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {AUDIT_ACTION_NAMES[e.action] ?? e.action}
                  </span>
                </div>
                <p className="mt-1">{e.summary}</p>
                <Changes entry={e} />
              </li>
            ))}
          </ol>
        )}
      </ListResults>
    </>
  );
}
