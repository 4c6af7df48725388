import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { dealers, users } from '../db/schema';
import { verifyPassword } from '../modules/auth/password';
import { createUser } from './users';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await database.db.insert(dealers).values({ code: '120.01.001', name: 'Yıldız Elektrik Ltd. Şti.' });
});

afterAll(async () => {
  await database?.close();
});

describe('user:create', () => {
  it('creates a dealer user whose password signs in', async () => {
    const created = await createUser(database.db, {
      dealerCode: '120.01.001',
      userCode: 'ali',
      password: 'gizli-sifre-1',
      displayName: 'Ali Veli',
    });
    expect(created).toMatchObject({ role: 'dealer', dealerName: 'Yıldız Elektrik Ltd. Şti.' });
    const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ userCode: 'ali', displayName: 'Ali Veli', role: 'dealer', dealerId: created.dealerId });
    expect(row!.passwordHash).not.toContain('gizli-sifre-1');
    expect(await verifyPassword(row!.passwordHash, 'gizli-sifre-1')).toBe(true);
  });

  it('refuses a duplicate user code at the same dealer, whatever its case', async () => {
    await expect(
      createUser(database.db, { dealerCode: '120.01.001', userCode: 'ALI', password: 'baska-sifre-2' }),
    ).rejects.toThrow('Dealer 120.01.001 already has a user "ALI".');
  });

  it('refuses an unknown dealer, a short password and a missing dealer', async () => {
    await expect(
      createUser(database.db, { dealerCode: '120.01.999', userCode: 'veli', password: '12345678' }),
    ).rejects.toThrow('No dealer has the Cari No "120.01.999".');
    await expect(
      createUser(database.db, { dealerCode: '120.01.001', userCode: 'veli', password: 'kisa' }),
    ).rejects.toThrow('at least 8 characters');
    await expect(createUser(database.db, { userCode: 'veli', password: '12345678' })).rejects.toThrow('--cari');
    const rows = await database.db.select().from(users).where(eq(users.userCode, 'veli'));
    expect(rows).toHaveLength(0);
  });

  it('creates a staff admin without a dealer, once', async () => {
    const created = await createUser(database.db, { admin: true, userCode: 'ayse', password: 'yonetici-123' });
    expect(created).toMatchObject({ role: 'admin', dealerId: null });
    await expect(createUser(database.db, { admin: true, userCode: 'Ayse', password: 'yonetici-456' })).rejects.toThrow(
      'A staff user "Ayse" already exists.',
    );
    await expect(
      createUser(database.db, { admin: true, dealerCode: '120.01.001', userCode: 'x', password: '12345678' }),
    ).rejects.toThrow('not both');
  });
});
