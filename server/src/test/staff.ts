import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from './app';
import { uploadMedia } from './media';
import { client, signedIn, staffSignedIn, type Client } from './orders';

/** The content editor's name, as the audit log writes it. */
export const EDITOR_NAME = 'İçerik Editörü';

/** A back-office test file's app and the people its tests act as; filled before the file's first test. */
export interface StaffTestApp {
  ctx: TestContext;
  /** The content editor (role editor, İçerik Editörü). */
  editor: Client;
  /** Someone not signed in. */
  visitor(): Client;
  /** POST /admin/media to this app. */
  upload(
    cookie: string | undefined,
    file: Parameters<typeof uploadMedia>[2],
    field?: string,
  ): ReturnType<typeof uploadMedia>;
  /** A dealer and a sales representative, signed in: the back office's content is neither's. */
  outsiders(): Promise<[dealer: Client, plasiyer: Client]>;
}

/**
 * A fresh app for the test file, made before its tests with the content editor signed in and closed after them.
 * Call it at the top of the file; a beforeAll of the file's own runs after this one.
 */
export function staffTestApp(): StaffTestApp {
  const t = {} as StaffTestApp;
  beforeAll(async () => {
    const ctx = await createTestApp();
    Object.assign(t, {
      ctx,
      editor: await staffSignedIn(ctx, 'icerik', 'editor', EDITOR_NAME),
      visitor: () => client(ctx, undefined),
      upload: (cookie, file, field) => uploadMedia(ctx.app, cookie, file, field),
      outsiders: async () => [await signedIn(ctx, DEMO.dealer), await staffSignedIn(ctx, 'saha2', 'plasiyer', 'Saha')],
    } satisfies StaffTestApp);
  });
  afterAll(() => t.ctx?.close());
  return t;
}

/**
 * Two representatives, Ayşe Plasiyer for dealer 120.01.001 and Başka Temsilci for 120.01.002, with a plasiyer
 * staff user tied to Ayşe: what a test of "a plasiyer sees only their own dealers" starts from.
 */
export async function plasiyerOfFirstDealer(ctx: TestContext, userCode: string): Promise<Client> {
  const { rows } = await ctx.query(sql`insert into representatives (name) values ('Ayşe Plasiyer'), ('Başka Temsilci')
    returning id`);
  const [rep1, rep2] = rows.map((r) => Number(r.id));
  await ctx.query(sql`update dealers set representative_id = ${rep1} where code = '120.01.001'`);
  await ctx.query(sql`update dealers set representative_id = ${rep2} where code = '120.01.002'`);
  return staffSignedIn(ctx, userCode, 'plasiyer', 'Test plasiyer', rep1);
}
