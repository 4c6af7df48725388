import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  adminStaffCreateSchema,
  adminStaffUpdateSchema,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type AdminStaffList,
  type AdminStaffCreate,
  type AdminStaffResult,
  type AdminStaffUpdate,
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
import { useSchemaForm } from '../components/useSchemaForm';
import { representativeLabel } from '../format';
import { AccountResultNotice, UserActions, UserState } from '../dealers/user-accounts';

/**
 * The role and representative fields of a staff form; the representative only matters for a plasiyer. An inactive
 * record is shown only as the user's current one: the server refuses it as a new choice.
 */
function RoleFields({
  list,
  user,
  role,
  register,
  errorOf,
}: {
  list: AdminStaffList;
  user?: AdminStaffUser;
  /** The role chosen now: the representative's field is there for a plasiyer only. */
  role: StaffRole;
  register: UseFormRegister<{ role: StaffRole; representativeId: AdminStaffUpdate['representativeId'] }>;
  errorOf(name: string): string | undefined;
}) {
  const choices = list.representatives.filter((r) => r.isActive || r.id === user?.representativeId);
  return (
    <>
      <SelectField label="Rol" error={errorOf('role')} {...register('role')}>
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
            error={errorOf('representativeId')}
            // "Seçin" is no record: the schema takes null, not empty text.
            {...register('representativeId', { setValueAs: (v: unknown) => (v === '' ? null : v) })}
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

/** A representative's record matters for a plasiyer only: another role is sent without one. */
const withRecordOfPlasiyer = <T extends { role: StaffRole; representativeId: number | null }>(v: T): T =>
  v.role === 'plasiyer' ? v : { ...v, representativeId: null };

/** A new staff user: code, name, e-mail, role (and a plasiyer's record); the password is made by the server. */
function NewStaffForm({
  list,
  initial,
  busy,
  error,
  onCancel,
  onCreate,
}: {
  list: AdminStaffList;
  /** A new user's role and record, from the representative's page ("Plasiyer kullanıcısı oluştur"). */
  initial?: { role: StaffRole; representativeId: number | null };
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onCreate(user: AdminStaffCreate): void;
}) {
  const { register, handleSubmit, errorOf, watch } = useSchemaForm(adminStaffCreateSchema, {
    defaultValues: {
      userCode: '',
      displayName: '',
      email: '',
      role: initial?.role ?? 'editor',
      representativeId: initial?.representativeId ?? null,
    },
    serverError: error,
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit((v) => onCreate(withRecordOfPlasiyer(v)))(event)}
      noValidate
      aria-label="Yeni personel"
      className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-5"
    >
      <TextField
        label="Kullanıcı kodu"
        required
        autoComplete="off"
        error={errorOf('userCode')}
        {...register('userCode')}
      />
      <TextField label="Ad soyad" required error={errorOf('displayName')} {...register('displayName')} />
      <TextField label="E-posta" type="email" error={errorOf('email')} {...register('email')} />
      <RoleFields list={list} role={watch('role')} register={register as never} errorOf={errorOf} />
      <div className="flex flex-wrap items-center justify-end gap-2 sm:col-span-2 lg:col-span-5">
        <p className="mr-auto text-sm text-slate-600">Şifre otomatik üretilir ve yalnız bir kez gösterilir.</p>
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" disabled={busy}>
          Personeli oluştur
        </Button>
      </div>
    </form>
  );
}

/** A staff user's name, e-mail, role and record (the code stays). */
function EditStaffForm({
  list,
  user: u,
  busy,
  error,
  onCancel,
  onSave,
}: {
  list: AdminStaffList;
  user: AdminStaffUser;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onSave(values: AdminStaffUpdate): void;
}) {
  const { register, handleSubmit, errorOf, watch } = useSchemaForm(adminStaffUpdateSchema, {
    defaultValues: {
      displayName: u.displayName,
      email: u.email ?? '',
      role: u.role,
      representativeId: u.representativeId ?? null,
    },
    serverError: error,
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit((v) => onSave(withRecordOfPlasiyer(v)))(event)}
      noValidate
      aria-label={`${u.userCode} düzenle`}
      className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField label="Ad soyad" error={errorOf('displayName')} {...register('displayName')} />
      <TextField label="E-posta" type="email" error={errorOf('email')} {...register('email')} />
      <RoleFields list={list} user={u} role={watch('role')} register={register as never} errorOf={errorOf} />
      <div className="flex flex-wrap items-center justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" disabled={busy}>
          Kaydet
        </Button>
      </div>
    </form>
  );
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
        <NewStaffForm
          list={list}
          initial={preset}
          busy={change.isPending}
          error={change.error}
          onCancel={() => setEditing(null)}
          onCreate={(create) => run({ create })}
        />
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
              <EditStaffForm
                list={list}
                user={u}
                busy={change.isPending}
                error={change.error}
                onCancel={() => setEditing(null)}
                onSave={(update) => run({ userId: u.id, update })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
