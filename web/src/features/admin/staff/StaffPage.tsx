import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type AdminStaffList,
  type AdminStaffResult,
  type AdminStaffUser,
  type StaffRole,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { SelectField, TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminStaff, useStaffChange } from '../api';
import { representativeLabel } from '../format';
import { AccountResultNotice, UserActions, UserState } from '../dealers/user-accounts';

/**
 * The role and representative fields of a staff form; the representative only matters for a plasiyer. An inactive
 * record is shown only as the user's current one: the server refuses it as a new choice.
 */
function RoleFields({
  list,
  user,
  fields,
  initial,
}: {
  list: AdminStaffList;
  user?: AdminStaffUser;
  fields: Record<string, string>;
  /** A new user's role and record, from the representative's page ("Plasiyer kullanıcısı oluştur"). */
  initial?: { role: StaffRole; representativeId: number | null };
}) {
  const [role, setRole] = useState<StaffRole>(user?.role ?? initial?.role ?? 'editor');
  const current = user?.representativeId ?? initial?.representativeId ?? null;
  const choices = list.representatives.filter((r) => r.isActive || r.id === user?.representativeId);
  return (
    <>
      <SelectField
        label="Rol"
        name="role"
        value={role}
        onChange={(e) => setRole(e.target.value as StaffRole)}
        error={fields.role}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_NAMES[r]}
          </option>
        ))}
      </SelectField>
      {role === 'plasiyer' && (
        <div>
          <SelectField
            label="Temsilci kaydı (bayileri)"
            name="representativeId"
            defaultValue={current ?? ''}
            error={fields.representativeId}
          >
            <option value="">Seçin</option>
            {choices.map((r) => (
              <option key={r.id} value={r.id}>
                {representativeLabel(r)}
              </option>
            ))}
          </SelectField>
          <p className="mt-1.5 text-sm text-slate-600">
            {choices.length === 0 ? 'Henüz plasiyer kaydı yok. ' : 'Listede yoksa '}
            <Link to="/admin/representatives/new" className="font-semibold text-blue-800 underline underline-offset-4">
              Plasiyerler sayfasında ekleyin
            </Link>
            .
          </p>
        </div>
      )}
    </>
  );
}

function formValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    userCode: text('userCode'),
    displayName: text('displayName'),
    email: text('email') || null,
    role: text('role') as StaffRole,
    representativeId: text('representativeId') ? Number(text('representativeId')) : null,
  };
}

/** /spa/admin/staff (admins): staff users, their roles, and their accounts. */
export function StaffPage() {
  const staff = useAdminStaff();
  const change = useStaffChange();
  const [result, setResult] = useState<AdminStaffResult | null>(null);
  // "?new=plasiyer&representativeId=7" (the representative's page) opens the new-user form for that record.
  const [params] = useSearchParams();
  const preset =
    params.get('new') === 'plasiyer'
      ? { role: 'plasiyer' as const, representativeId: Number(params.get('representativeId')) || null }
      : undefined;
  const [editing, setEditing] = useState<number | 'new' | null>(preset ? 'new' : null);
  const fields = isApiError(change.error) ? change.error.fields : {};

  if (staff.isError) return <Alert tone="error">{errorMessageOf(staff.error)}</Alert>;
  if (!staff.data) return <LoadingBlock label="Personel yükleniyor…" />;
  const list = staff.data;

  function run(variables: Parameters<typeof change.mutate>[0]) {
    setResult(null);
    change.mutate(variables, {
      onSuccess: (r) => {
        setResult(r);
        setEditing(null);
      },
    });
  }
  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run({ create: formValues(event.currentTarget) });
  }
  function update(userId: number) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const { userCode: _code, ...values } = formValues(event.currentTarget);
      run({ userId, update: values });
    };
  }
  const open = (target: number | 'new') => {
    change.reset();
    setResult(null);
    setEditing(target);
  };

  return (
    <>
      <PageHeading
        title="Personel"
        description="Yönetim paneline giren kullanıcılar ve rolleri (Cari No: ADMIN)"
        actions={
          editing !== 'new' && (
            <Button onClick={() => open('new')}>
              <Icon name="fa-solid fa-user-plus" />
              Personel ekle
            </Button>
          )
        }
      />
      <AccountResultNotice result={result} error={change.error} hasFieldErrors={Object.keys(fields).length > 0} />
      {editing === 'new' && (
        <form
          onSubmit={create}
          noValidate
          aria-label="Yeni personel"
          className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-5"
        >
          <TextField label="Kullanıcı kodu" name="userCode" required autoComplete="off" error={fields.userCode} />
          <TextField label="Ad soyad" name="displayName" required error={fields.displayName} />
          <TextField label="E-posta" name="email" type="email" error={fields.email} />
          <RoleFields list={list} fields={fields} initial={preset} />
          <div className="flex flex-wrap items-center justify-end gap-2 sm:col-span-2 lg:col-span-5">
            <p className="mr-auto text-sm text-slate-600">Şifre otomatik üretilir ve yalnız bir kez gösterilir.</p>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={change.isPending}>
              Personeli oluştur
            </Button>
          </div>
        </form>
      )}
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
        aria-label="Personel"
      >
        {list.rows.map((u) => (
          <li key={u.id} className="p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {u.displayName} <span className="font-normal text-slate-600">({u.userCode})</span>{' '}
                  <span className="ml-1 inline-flex rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
                    {STAFF_ROLE_NAMES[u.role]}
                    {u.representative ? ` · ${u.representative}` : ''}
                  </span>
                </p>
                <UserState user={u} />
              </div>
              <div className="flex flex-wrap gap-2">
                {editing !== u.id && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${u.userCode}: Düzenle`}
                    onClick={() => open(u.id)}
                  >
                    Düzenle
                  </Button>
                )}
                <UserActions
                  user={u}
                  disabled={change.isPending}
                  onAction={(action) => run({ userId: u.id, action })}
                />
              </div>
            </div>
            {editing === u.id && (
              <form
                onSubmit={update(u.id)}
                noValidate
                aria-label={`${u.userCode} düzenle`}
                className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
              >
                <TextField
                  label="Ad soyad"
                  name="displayName"
                  defaultValue={u.displayName}
                  error={fields.displayName}
                />
                <TextField
                  label="E-posta"
                  name="email"
                  type="email"
                  defaultValue={u.email ?? ''}
                  error={fields.email}
                />
                <RoleFields list={list} user={u} fields={fields} />
                <div className="flex flex-wrap items-center justify-end gap-2 sm:col-span-2 lg:col-span-4">
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    Vazgeç
                  </Button>
                  <Button type="submit" disabled={change.isPending}>
                    Kaydet
                  </Button>
                </div>
              </form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
