import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { intArray, queryRows, valueArray } from '../../../db/query';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from '../../auth/password';
import { userImportWrites } from '../../users/service';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { dealerIds, unknownDealers } from './dealer-cells';
import { cellOf, mapHeader, type BatchOutcome, type KindFactory, type KindReader, type ReadRow } from './kind';

/**
 * A dealer's users, upserted by Cari No + Kullanıcı Kodu (users_dealer_code: dealer and fold_turkish(user_code)). Only
 * dealer users: every row names a dealer, "ADMIN" is refused, and a user is written with the role 'dealer'.
 *
 * Passwords: there is no forgotten-password flow, so a new user must come with a Şifre (at least
 * MIN_PASSWORD_LENGTH characters) — a user made without one could never sign in, and any placeholder would be a
 * guessable password. It is hashed with the app's own argon2id (auth/password.ts); only the hash reaches the
 * database, nothing logs it. An existing user with an empty Şifre keeps theirs; a given one is first checked
 * against the stored hash, so the same file again changes nothing. A new password or Aktif = Hayır ends the
 * user's sessions, as the back office's "new password" and "deactivate" do (users/service.ts); a process
 * that remembers a session forgets it within SESSION_CACHE_SECONDS.
 */

interface UserRow {
  dealerCode: string;
  userCode: string;
  displayName: string;
  email: string | null;
  password: string | null;
  active: boolean | null;
}

/** argon2 runs on libuv's pool (4 threads by default): a few hashes at a time keep it busy without queueing a batch. */
const HASHES_AT_ONCE = 4;

/** Runs fn over items, at most `width` at a time, answering in order. */
async function inTurns<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

interface ExistingUser {
  id: number;
  dealer_id: number;
  user_code: string;
  password_hash: string;
  is_active: boolean;
  role: string;
}

export const usersKind: KindFactory = async (_db, header) => {
  const mapped = mapHeader('users', header);
  const columns = columnReaders('users');
  if ('error' in mapped) return mapped;
  const map = mapped;
  const hasEmail = map.index.has('E-posta');

  function read(cells: string[], errors: RowErrors): UserRow | null {
    const cell = (column: string) => cellOf(map, cells, column);
    const dealerCode = columns.own<string>(errors, 'Cari No', cell('Cari No'));
    const userCode = columns.own<string>(errors, 'Kullanıcı Kodu', cell('Kullanıcı Kodu'));
    const displayName = columns.text(errors, 'Ad Soyad', cell('Ad Soyad'));
    const email = columns.own<string>(errors, 'E-posta', cell('E-posta'));
    const password = columns.own<string>(errors, 'Şifre', cell('Şifre'));
    const active = columns.yesNo(errors, 'Aktif', cell('Aktif'));
    if (errors.any) return null;
    return { dealerCode: dealerCode!, userCode: userCode!, displayName: displayName!, email, password, active };
  }

  async function writeBatch(tx: Db, rows: ReadRow<UserRow>[]): Promise<BatchOutcome> {
    const known = await dealerIds(
      tx,
      rows.map((r) => foldTurkish(r.item.dealerCode)),
    );
    const errors = unknownDealers(rows, known);
    const ofKnown = rows.filter((r) => known.has(foldTurkish(r.item.dealerCode)));
    const dealerOf = (r: ReadRow<UserRow>) => known.get(foldTurkish(r.item.dealerCode))!;
    const userKey = (dealerId: number, userCode: string) => `${dealerId}\u0000${foldTurkish(userCode)}`;

    const existing = new Map(
      (
        await queryRows<ExistingUser>(
          tx,
          sql`select u.id, u.dealer_id, u.user_code, u.password_hash, u.is_active, u.role
              from users u join unnest(${intArray(ofKnown.map(dealerOf))}, ${valueArray(
                ofKnown.map((r) => r.item.userCode),
                'text',
              )}) as t(dealer_id, user_code) on u.dealer_id = t.dealer_id and fold_turkish(u.user_code) = fold_turkish(t.user_code)`,
        )
      ).map((u) => [userKey(u.dealer_id, u.user_code), u]),
    );

    const updates: { row: ReadRow<UserRow>; user: ExistingUser; hash: string | null }[] = [];
    const inserts: { row: ReadRow<UserRow>; dealerId: number; hash: string }[] = [];
    const refuse = (r: ReadRow<UserRow>, column: string, code: string, message: string) =>
      errors.push({ row: r.row, column, code, message });
    // Hashing and checking passwords is the slow part (about 20 ms each): a few at a time, before any write.
    await inTurns(ofKnown, HASHES_AT_ONCE, async (r) => {
      const user = existing.get(userKey(dealerOf(r), r.item.userCode));
      const { password } = r.item;
      if (user && user.role !== 'dealer') {
        refuse(
          r,
          'Kullanıcı Kodu',
          'staff_not_allowed',
          'Bu bir personel kullanıcısı; aktarım yalnız bayi kullanıcılarını yazar.',
        );
      } else if (user) {
        const same = password === null || (await verifyPassword(user.password_hash, password));
        updates.push({ row: r, user, hash: same ? null : await hashPassword(password) });
      } else if (password === null) {
        refuse(
          r,
          'Şifre',
          'password_required',
          `Yeni kullanıcı için Şifre gerekli (en az ${MIN_PASSWORD_LENGTH} karakter): kullanıcı ilk girişini bu şifreyle yapar.`,
        );
      } else {
        inserts.push({ row: r, dealerId: dealerOf(r), hash: await hashPassword(password) });
      }
    });

    const writes = userImportWrites(tx);
    const updated = await writes.updateUsers(
      updates.map((u) => ({
        id: u.user.id,
        displayName: u.row.item.displayName,
        email: u.row.item.email,
        hash: u.hash,
        active: u.row.item.active,
      })),
      hasEmail,
    );
    // A new password or a deactivation ends the user's sessions, as in the back office.
    await writes.endSessionsOf(
      updates.filter((u) => u.hash !== null || (u.user.is_active && u.row.item.active === false)).map((u) => u.user.id),
    );

    const created = await writes.insertUsers(
      inserts.map((i) => ({
        dealerId: i.dealerId,
        userCode: i.row.item.userCode,
        displayName: i.row.item.displayName,
        email: i.row.item.email,
        hash: i.hash,
        active: i.row.item.active,
      })),
    );
    return {
      created: created.length,
      updated: updated.length,
      unchanged: updates.length - updated.length,
      errors: errors.sort((a, b) => a.row - b.row),
    };
  }

  const reader: KindReader<UserRow> = {
    read,
    key: (item) => `${foldTurkish(item.dealerCode)}\u0000${foldTurkish(item.userCode)}`,
    keyColumn: 'Kullanıcı Kodu',
    writeBatch,
  };
  return reader as KindReader<unknown>;
};
