import type { UserRole } from '@bayi/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/query';
import { dealers, users } from '../db/schema';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../modules/auth/password';
import { insertUserFromCommandLine } from '../modules/users/service';
import { CliError } from './environment';

export interface NewUser {
  /** Cari No of the dealer; absent for staff. */
  dealerCode?: string;
  userCode: string;
  password: string;
  displayName?: string;
  email?: string;
  /** Staff administrator: no dealer, signs in with Cari No "ADMIN". */
  admin?: boolean;
}

export interface CreatedUser {
  id: number;
  dealerId: number | null;
  dealerName: string | null;
  role: UserRole;
}

export { MIN_PASSWORD_LENGTH };

/** Creates a dealer user or a staff admin; every refusal is a CliError with a sentence to act on. */
export async function createUser(db: Db, input: NewUser): Promise<CreatedUser> {
  const userCode = input.userCode.trim();
  if (!/^[\p{L}\p{N}._@-]{1,60}$/u.test(userCode)) {
    throw new CliError('The user code must be 1-60 letters, digits or . _ @ - (no spaces).');
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    throw new CliError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
  }
  if (input.admin && input.dealerCode) {
    throw new CliError('Give either --admin (staff user) or --cari (dealer user), not both.');
  }
  if (!input.admin && !input.dealerCode?.trim()) {
    throw new CliError('Give the dealer with --cari <Cari No>, or --admin for a staff user.');
  }

  let dealer: { id: number; name: string; code: string } | undefined;
  if (!input.admin) {
    const code = input.dealerCode!.trim();
    [dealer] = await db
      .select({ id: dealers.id, name: dealers.name, code: dealers.code })
      .from(dealers)
      .where(sql`fold_turkish(${dealers.code}) = fold_turkish(${code})`);
    if (!dealer) throw new CliError(`No dealer has the Cari No "${code}".`);
  }

  const sameCode = sql`fold_turkish(${users.userCode}) = fold_turkish(${userCode})`;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(dealer ? eq(users.dealerId, dealer.id) : isNull(users.dealerId), sameCode));
  const duplicate = () =>
    new CliError(
      dealer ? `Dealer ${dealer.code} already has a user "${userCode}".` : `A staff user "${userCode}" already exists.`,
    );
  if (existing) throw duplicate();

  const role = input.admin ? ('admin' as const) : ('dealer' as const);
  try {
    const id = await insertUserFromCommandLine(db, {
      dealerId: dealer?.id ?? null,
      userCode,
      displayName: input.displayName?.trim() || (input.admin ? 'Sistem Yöneticisi' : userCode),
      email: input.email?.trim() || null,
      passwordHash: await hashPassword(input.password),
      role,
    });
    return { id, dealerId: dealer?.id ?? null, dealerName: dealer?.name ?? null, role };
  } catch (err) {
    // Someone created the same user between the check and the insert: the unique index decides.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}
