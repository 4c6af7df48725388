import type { AdminDealerUser, AdminDealerUserResult, UserAccountAction } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { errorMessageOf } from '../../../lib/http';
import { formatInstant } from '../format';

/** Sign-in accounts in the back office, a dealer's users and staff alike: their state, actions and results. */

const ACTION_LABELS: Record<UserAccountAction, string> = {
  password: 'Yeni şifre ver',
  deactivate: 'Pasifleştir',
  activate: 'Etkinleştir',
  unlock: 'Kilidi kaldır',
  'sign-out': 'Oturumlarını kapat',
};

/** The actions that fit a user's state now. */
function actionsFor(u: AdminDealerUser): UserAccountAction[] {
  const out: UserAccountAction[] = [u.isActive ? 'deactivate' : 'activate', 'password'];
  if (u.locked) out.push('unlock');
  if (u.sessions > 0) out.push('sign-out');
  return out;
}

/** Active or not, locked, open sessions, last sign-in, e-mail: one line under the user's name. */
export function UserState({ user }: { user: AdminDealerUser }) {
  return (
    <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
      <span className={user.isActive ? 'text-emerald-800' : 'font-semibold text-slate-800'}>
        {user.isActive ? 'Aktif' : 'Pasif'}
      </span>
      {user.locked && <span className="font-semibold text-red-700">Giriş kilitli</span>}
      <span>{user.sessions} açık oturum</span>
      <span>Son giriş: {user.lastLoginAt ? formatInstant(user.lastLoginAt) : '—'}</span>
      {user.email && <span>{user.email}</span>}
    </p>
  );
}

/** The buttons of the actions that fit the user now; each is named with the user's code for screen readers. */
export function UserActions({
  user,
  disabled,
  onAction,
}: {
  user: AdminDealerUser;
  disabled: boolean;
  onAction(action: UserAccountAction): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(user).map((action) => (
        <Button
          key={action}
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-label={`${user.userCode}: ${ACTION_LABELS[action]}`}
          onClick={() => onAction(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}

/** The last change's answer: a password is shown once, with the user it belongs to; or the refusal. */
export function AccountResultNotice({
  result,
  error,
  hasFieldErrors,
}: {
  result: AdminDealerUserResult | null;
  error: unknown;
  hasFieldErrors: boolean;
}) {
  if (error && !hasFieldErrors) {
    return (
      <Alert tone="error" className="mb-4">
        {errorMessageOf(error)}
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <Alert tone="success" className="mb-4">
      <p>{result.message}</p>
      {result.password && (
        <p className="mt-2">
          {result.user.userCode} için şifre:{' '}
          <output className="rounded bg-white px-2 py-1 font-mono text-base font-semibold tracking-wider text-slate-900">
            {result.password}
          </output>
        </p>
      )}
    </Alert>
  );
}
