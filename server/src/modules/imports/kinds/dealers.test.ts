import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AdminDealerDetail, ImportErrors, ImportJob } from '@bayi/common';
import { cookieHeader, createTestApp, DEMO, type TestContext } from '../../../test/app';
import { signedIn, type Client } from '../../../test/orders';
import { createImportsRepository } from '../repository';
import { createImportRunner, type ImportRunner } from '../runner';

/**
 * The dealer kinds of import: dealers, their users, addresses and agreement prices from the ERP. Each
 * upserts by its natural key, refuses a bad row with its row, column and a Turkish reason while writing the good
 * ones, and changes nothing when the same file comes again.
 */
let ctx: TestContext;
let admin: Client;
let runner: ImportRunner;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  runner = createImportRunner(ctx.database.db, createImportsRepository(ctx.database.db), { pollMs: 0 });
});
afterAll(() => ctx.close());

/** Uploads a CSV file to /admin/imports (or another base with its headers), runs the queue, answers the job. */
async function importCsv(
  kind: string,
  lines: string[],
  base = '/admin/imports',
  headers: Record<string, string> = { cookie: admin.cookie! },
): Promise<ImportJob> {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(lines.join('\r\n'), 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${base}?kind=${kind}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  await runner.runOnce();
  return (await ctx.app.inject({ url: `${base}/${res.json().id}`, headers })).json() as ImportJob;
}

const errorsOf = async (job: ImportJob) =>
  ((await admin.get(`/admin/imports/${job.id}/errors`)).json() as ImportErrors).errors.map((e) => [
    e.row,
    e.column,
    e.code,
  ]);
const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];
const dealerId = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from dealers where lower(code) = lower(${code})`))[0]!.id;
const card = async (code: string) =>
  (await admin.get(`/admin/dealers/${await dealerId(code)}`)).json() as AdminDealerDetail;
const login = (cariNo: string, userName: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/login/spa', payload: { cariNo, userName, password } });
const checkLogin = async (cookie: string) =>
  (await ctx.app.inject({ url: '/login/CheckLogin', headers: { cookie } })).json() as boolean;

const DEALERS_CSV = [
  'Cari No;Ünvan;Vergi Dairesi;Vergi No;E-posta;Telefon;Risk Limiti;İskonto Oranı;Vade Günü;Varsayılan Ödeme;Fiyat Listeleri;Aktif',
  '120.09.001;Aktarım Elektrik Ltd. Şti.;Kadıköy;1234567890;info@aktarim.com.tr;0216 555 12 34;250.000,50;5;45;Açık hesap;Liste Fiyatı USD, Bayi Fiyatı;Evet',
  '120.09.002;Aktarım Yapı A.Ş.;;;;;;;;;;',
  '120.01.002;Yeni Ünvanlı Bayi;;;;;;;;kredikarti;;',
  '120.09.003;Hatalı Vergi;;1234567891;;;;;;;;',
  '120.09.004;Hatalı Liste;;;;;;;;;Olmayan Liste;',
  '120.09.005;Hatalı Ödeme;;;;;;;;çek;;',
  'ADMIN;Personel;;;;;;;;;;',
  '120.09.001;Aynı Cari No yine;;;;;;;;;;',
  '120.09.006;Hatalı Vade;;;;;;;400;;;',
];

describe('dealers', () => {
  let job: ImportJob;
  let before: AdminDealerDetail;
  beforeAll(async () => {
    before = await card('120.01.002');
    job = await importCsv('dealers', DEALERS_CSV);
  });

  it('creates new dealers, updates the changed one and reports the refused rows', async () => {
    expect(job).toMatchObject({ status: 'finished', read: 9, created: 2, updated: 1, unchanged: 0, failed: 6 });
    expect(await errorsOf(job)).toEqual([
      [5, 'Vergi No', 'invalid_tax_number'],
      [6, 'Fiyat Listeleri', 'unknown_price_list'],
      [7, 'Varsayılan Ödeme', 'invalid_choice'],
      [8, 'Cari No', 'invalid_code'],
      [9, 'Cari No', 'duplicate'],
      [10, 'Vade Günü', 'invalid_number'],
    ]);
  });

  it('shows the new dealer on its card with every value, and its price lists in the file’s order', async () => {
    const d = await card('120.09.001');
    expect(d).toMatchObject({
      name: 'Aktarım Elektrik Ltd. Şti.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      email: 'info@aktarim.com.tr',
      phone: '0216 555 12 34',
      riskLimit: '250000.50',
      discountRate: '5.00',
      paymentTermDays: 45,
      defaultPaymentMethod: 'acikhesap',
      isActive: true,
      version: 1,
    });
    const lists = await rows<{ id: number; name: string }>(sql`select id, name from price_lists`);
    const idOf = (name: string) => lists.find((l) => l.name === name)!.id;
    expect(d.priceListIds).toEqual([idOf('Liste Fiyatı USD'), idOf('Bayi Fiyatı')]);
    // Empty cells of a new dealer take the back office's defaults.
    expect(await card('120.09.002')).toMatchObject({
      taxNumber: null,
      riskLimit: '0.00',
      paymentTermDays: 30,
      defaultPaymentMethod: 'havale',
      isActive: true,
      priceListIds: [],
    });
  });

  it('raises the version of the dealer it changed, so an edit opened before the import is refused', async () => {
    const after = await card('120.01.002');
    expect(after).toMatchObject({
      name: 'Yeni Ünvanlı Bayi',
      defaultPaymentMethod: 'kredikarti',
      version: before.version + 1,
    });
    // Empty cells kept the amounts and lists.
    expect(after).toMatchObject({ riskLimit: before.riskLimit, priceListIds: before.priceListIds });
    const { id, version, code, name, taxOffice, taxNumber, email, phone, representativeId } = before;
    const stale = await admin.put(`/admin/dealers/${id}`, {
      version,
      code,
      name,
      taxOffice,
      taxNumber,
      email,
      phone,
      representativeId,
      riskLimit: before.riskLimit,
      discountRate: before.discountRate,
      defaultPaymentMethod: before.defaultPaymentMethod,
      paymentTermDays: before.paymentTermDays,
      isActive: before.isActive,
      priceListIds: before.priceListIds,
    });
    expect(stale.statusCode).toBe(409);
    expect((await card('120.01.002')).name).toBe('Yeni Ünvanlı Bayi');
  });

  it('changes nothing, not even a version, when the same file comes again', async () => {
    const versions = async () =>
      rows<{ code: string; version: number }>(
        sql`select code, version from dealers where code in ('120.09.001', '120.09.002', '120.01.002') order by code`,
      );
    const was = await versions();
    const again = await importCsv('dealers', DEALERS_CSV);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 6 });
    expect(await versions()).toEqual(was);
  });

  it('replaces the price lists and finds the dealer whatever the case of its Cari No', async () => {
    const first = await importCsv('dealers', [
      'Cari No;Ünvan;Fiyat Listeleri',
      'ERP-Bayi-7;Harfli Bayi;"Bayi Fiyatı; Liste Fiyatı EUR"',
    ]);
    expect(first).toMatchObject({ created: 1, failed: 0 });
    const second = await importCsv('dealers', [
      'Cari No;Ünvan;Fiyat Listeleri',
      'erp-bayi-7;Harfli Bayi;liste fiyatı eur',
    ]);
    expect(second).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const d = await card('ERP-Bayi-7');
    const [eur] = await rows<{ id: number }>(sql`select id from price_lists where name = 'Liste Fiyatı EUR'`);
    expect(d).toMatchObject({ code: 'ERP-Bayi-7', priceListIds: [eur!.id], version: 2 });
  });
});

describe('dealer users', () => {
  const PASSWORD = 'Aktarım.2026';
  let job: ImportJob;
  let demoSession: string;
  beforeAll(async () => {
    await importCsv('dealers', ['Cari No;Ünvan', '120.09.010;Kullanıcı Bayisi']);
    demoSession = cookieHeader(await login('120.01.003', 'demo', 'demo1234'));
    job = await importCsv('users', [
      'Cari No;Kullanıcı Kodu;Ad Soyad;E-posta;Şifre;Aktif',
      `120.09.010;ahmet;Ahmet Öztürk;ahmet@aktarim.com.tr;${PASSWORD};Evet`,
      '120.09.010;ayse;Ayşe Yılmaz;;;',
      'ADMIN;yeniyonetici;Yeni Yönetici;;Yonetici.2026;',
      '120.99.999;mehmet;Mehmet Kaya;;Mehmet.2026;',
      '120.09.010;kisa;Kısa Şifre;;abc;',
      '120.09.010;bosluklu kod;Boşluklu;;Bosluk.2026;',
      '120.01.001;demo;Demo Kullanıcı Yeni Ad;;;',
      '120.01.003;demo;Demo Kullanıcı;;;Hayır',
    ]);
  });

  it('creates dealer users and reports the refused rows', async () => {
    expect(job).toMatchObject({ status: 'finished', read: 8, created: 1, updated: 2, failed: 5 });
    expect(await errorsOf(job)).toEqual([
      [3, 'Şifre', 'password_required'],
      [4, 'Cari No', 'staff_not_allowed'],
      [5, 'Cari No', 'unknown_dealer'],
      [6, 'Şifre', 'too_short'],
      [7, 'Kullanıcı Kodu', 'invalid_user_code'],
    ]);
  });

  it('lets the new user sign in with the password from the file, hashed as the app hashes', async () => {
    const res = await login('120.09.010', 'AHMET', PASSWORD);
    expect(res.json()).toEqual({ hasError: false, errorMessage: null });
    expect(await checkLogin(cookieHeader(res))).toBe(true);
    const [stored] = await rows<{ password_hash: string; role: string }>(
      sql`select password_hash, role from users where user_code = 'ahmet'`,
    );
    expect(stored!.role).toBe('dealer');
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.password_hash).not.toContain(PASSWORD);
  });

  it('creates no user without a password and no staff member', async () => {
    expect((await login('120.09.010', 'ayse', 'demo1234')).json().hasError).toBe(true);
    expect(await rows(sql`select 1 from users where user_code in ('ayse', 'yeniyonetici', 'mehmet')`)).toEqual([]);
    expect((await login('ADMIN', 'yeniyonetici', 'Yonetici.2026')).json().hasError).toBe(true);
  });

  it('keeps an existing user’s password when Şifre is empty', async () => {
    const res = await login('120.01.001', 'demo', 'demo1234');
    expect(res.json().hasError).toBe(false);
    const [u] = await rows<{ display_name: string }>(
      sql`select u.display_name from users u join dealers d on d.id = u.dealer_id where d.code = '120.01.001' and u.user_code = 'demo'`,
    );
    expect(u!.display_name).toBe('Demo Kullanıcı Yeni Ad');
  });

  it('ends a deactivated user’s sessions, and the user can no longer sign in', async () => {
    expect(await checkLogin(demoSession)).toBe(false);
    expect((await login('120.01.003', 'demo', 'demo1234')).json().hasError).toBe(true);
  });

  it('changes nothing when the same file comes again', async () => {
    const [before] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where user_code = 'ahmet'`,
    );
    const again = await importCsv('users', [
      'Cari No;Kullanıcı Kodu;Ad Soyad;E-posta;Şifre;Aktif',
      `120.09.010;ahmet;Ahmet Öztürk;ahmet@aktarim.com.tr;${PASSWORD};Evet`,
      '120.01.001;demo;Demo Kullanıcı Yeni Ad;;;',
      '120.01.003;demo;Demo Kullanıcı;;;Hayır',
    ]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    const [after] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where user_code = 'ahmet'`,
    );
    expect(after!.password_hash).toBe(before!.password_hash);
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const session = cookieHeader(await login('120.09.010', 'ahmet', PASSWORD));
    const changed = await importCsv('users', [
      'Cari No;Kullanıcı Kodu;Ad Soyad;Şifre',
      '120.09.010;ahmet;Ahmet Öztürk;Yeni.Sifre.2026',
    ]);
    expect(changed).toMatchObject({ updated: 1, failed: 0 });
    expect(await checkLogin(session)).toBe(false);
    expect((await login('120.09.010', 'ahmet', 'Yeni.Sifre.2026')).json().hasError).toBe(false);
  });
});

describe('dealer addresses', () => {
  const HEADER = 'Cari No;Adres Başlığı;Adres;İlçe;İl;Yetkili;Telefon;Varsayılan';
  let job: ImportJob;
  beforeAll(async () => {
    job = await importCsv('addresses', [
      HEADER,
      '120.01.001;Yeni Depo;Organize Sanayi 4. Cad. No: 8;Başakşehir;İstanbul;Ali Veli;0532 111 22 33;Evet',
      '120.01.001;merkez;Yeni Merkez Adresi No: 1;Kadıköy;İstanbul;Demo Yetkili;;',
      '120.01.001;İkinci Varsayılan;Bir Sokak;;;Biri;;Evet',
      '120.99.999;Merkez;Adres;;;Kimse;;',
      '120.01.002;Şantiye 2;Şantiye Yolu;;;Usta;12;',
      '120.01.002;;Başlıksız;;;Usta;;',
    ]);
  });

  it('upserts by Cari No and title, and reports the refused rows', async () => {
    expect(job).toMatchObject({ status: 'finished', read: 6, created: 1, updated: 1, failed: 4 });
    expect(await errorsOf(job)).toEqual([
      [4, 'Varsayılan', 'duplicate_default'],
      [5, 'Cari No', 'unknown_dealer'],
      [6, 'Telefon', 'invalid_phone'],
      [7, 'Adres Başlığı', 'required'],
    ]);
  });

  it('makes the imported default the dealer’s only default address', async () => {
    const { addresses } = await card('120.01.001');
    expect(addresses.filter((a) => a.isDefault).map((a) => a.title)).toEqual(['Yeni Depo']);
    const merkez = addresses.find((a) => a.title === 'Merkez')!;
    expect(merkez.address).toContain('Yeni Merkez Adresi No: 1');
    expect(merkez.isDefault).toBe(false);
  });

  it('changes nothing when the same file comes again', async () => {
    const again = await importCsv('addresses', [
      HEADER,
      '120.01.001;Yeni Depo;Organize Sanayi 4. Cad. No: 8;Başakşehir;İstanbul;Ali Veli;0532 111 22 33;Evet',
      '120.01.001;merkez;Yeni Merkez Adresi No: 1;Kadıköy;İstanbul;Demo Yetkili;;',
    ]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
  });

  it('takes titles that differ only by Turkish letter case for one title', async () => {
    const first = await importCsv('addresses', [
      HEADER,
      '120.01.002;İSTANBUL DEPO;Depo Yolu No: 1;;;Usta;;',
      '120.01.002;Işık Şube;Işık Sokak No: 2;;;Usta;;',
    ]);
    expect(first).toMatchObject({ created: 2, failed: 0 });
    // lower() would take "ışık" and "IŞIK" for two titles; the Turkish fold does not.
    const again = await importCsv('addresses', [
      HEADER,
      '120.01.002;istanbul depo;Depo Yolu No: 10;;;Usta;;',
      '120.01.002;IŞIK ŞUBE;Işık Sokak No: 20;;;Usta;;',
    ]);
    expect(again).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const { addresses } = await card('120.01.002');
    const titles = addresses.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['İSTANBUL DEPO', 'Işık Şube']));
    expect(titles).not.toEqual(expect.arrayContaining(['istanbul depo']));
    expect(titles).not.toEqual(expect.arrayContaining(['IŞIK ŞUBE']));
    expect(addresses.find((a) => a.title === 'İSTANBUL DEPO')!.address).toContain('Depo Yolu No: 10');
    expect(addresses.find((a) => a.title === 'Işık Şube')!.address).toContain('Işık Sokak No: 20');
    // Twice in one file, in two cases, is one title given twice.
    const twice = await importCsv('addresses', [
      HEADER,
      '120.01.002;Işık Şube;Işık Sokak No: 21;;;Usta;;',
      '120.01.002;ışık şube;Işık Sokak No: 22;;;Usta;;',
    ]);
    expect(twice).toMatchObject({ updated: 1, failed: 1 });
    expect(await errorsOf(twice)).toEqual([[3, 'Adres Başlığı', 'duplicate']]);
  });
});

describe('agreement prices', () => {
  let productId: number;
  let productCode: string;
  beforeAll(async () => {
    const [p] = await rows<{ id: number; code: string }>(sql`
      select p.id, p.code from products p
      join product_prices pp on pp.product_id = p.id
      join dealer_price_lists dl on dl.price_list_id = pp.price_list_id
      join dealers d on d.id = dl.dealer_id and d.code = '120.01.001'
      where p.is_active and not exists (select 1 from agreement_prices a where a.product_id = p.id and a.dealer_id = d.id)
      order by p.id limit 1`);
    productId = p!.id;
    productCode = p!.code;
  });

  const shownAgreement = async () => {
    const dealer = await signedIn(ctx, DEMO.dealer);
    return (await dealer.get(`/product/${productId}`)).json().stok.stokAnlasmaFiyat as {
      fiyat: number;
      iskonto: number;
    } | null;
  };

  it('shows the dealer the imported price at once, and refuses the bad rows', async () => {
    expect(await shownAgreement()).toBeNull();
    const job = await importCsv('agreements', [
      'Cari No;Ürün Kodu;Fiyat;Döviz;İskonto Oranı;Başlangıç;Bitiş',
      `120.01.001;${productCode};7,25;TL;2;01.01.2020;`,
      '120.01.001;YOK-KODU-1;5;TL;;;',
      `120.99.999;${productCode};5;TL;;;`,
      `120.01.002;${productCode};5;XYZ;;;`,
      `120.01.002;${productCode};5;TL;;31.12.2026;01.01.2026`,
    ]);
    expect(job).toMatchObject({ status: 'finished', read: 5, created: 1, failed: 4 });
    expect(await errorsOf(job)).toEqual([
      [3, 'Ürün Kodu', 'unknown_product'],
      [4, 'Cari No', 'unknown_dealer'],
      [5, 'Döviz', 'unknown_currency'],
      [6, 'Bitiş', 'invalid_range'],
    ]);
    expect(await shownAgreement()).toMatchObject({ fiyat: 7.25, iskonto: 2 });
  });

  it('changes nothing when the same file comes again, and follows a new price', async () => {
    const line = (price: string) => `120.01.001;${productCode};${price};TL;2;01.01.2020;`;
    const header = 'Cari No;Ürün Kodu;Fiyat;Döviz;İskonto Oranı;Başlangıç;Bitiş';
    expect(await importCsv('agreements', [header, line('7,25')])).toMatchObject({ unchanged: 1, updated: 0 });
    expect(await importCsv('agreements', [header, line('6,80')])).toMatchObject({ unchanged: 0, updated: 1 });
    const shown = await shownAgreement();
    expect(new Decimal(shown!.fiyat).eq('6.8')).toBe(true);
  });

  it('an agreement that starts later is not shown yet', async () => {
    const job = await importCsv('agreements', [
      'Cari No;Ürün Kodu;Fiyat;Başlangıç',
      `120.01.001;${productCode};6,80;01.01.2099`,
    ]);
    expect(job).toMatchObject({ updated: 1 });
    expect(await shownAgreement()).toBeNull();
  });
});

describe('the dealer’s representative by Plasiyer Kodu', () => {
  let pl01: number;
  let retired: number;
  let keeper: { code: string; name: string };
  const representativeOf = async (code: string) => (await card(code)).representativeId;
  beforeAll(async () => {
    // The demo's representatives carry the codes PL01…PL05; one more has left the company (inactive).
    pl01 = (await rows<{ id: number }>(sql`select id from representatives where code = 'PL01'`))[0]!.id;
    retired = (
      await rows<{ id: number }>(sql`insert into representatives (name, code, is_active)
        values ('Ayrılan Plasiyer', 'PL-ESKI', false) returning id`)
    )[0]!.id;
    keeper = (
      await rows<{ code: string; name: string }>(sql`update dealers set representative_id = ${retired}
      where code = '120.01.004' returning code, name`)
    )[0]!;
  });

  it('assigns by code in any case; an unknown code, an inactive representative for a new dealer and a bad code are refused', async () => {
    const job = await importCsv('dealers', [
      'Cari No;Ünvan;Plasiyer Kodu',
      '120.09.030;Plasiyerli Bayi;pl01',
      '120.09.031;Bilinmeyen Plasiyerli;PL99',
      '120.09.032;Pasif Plasiyerli;pl-eski',
      `${keeper.code};"${keeper.name}";PL-ESKI`,
      '120.09.033;Plasiyersiz Bayi;',
      '120.09.034;Boşluklu Kod;PL 01',
    ]);
    expect(job).toMatchObject({ status: 'finished', read: 6, created: 2, updated: 0, unchanged: 1, failed: 3 });
    expect(await errorsOf(job)).toEqual([
      [3, 'Plasiyer Kodu', 'unknown_representative'],
      [4, 'Plasiyer Kodu', 'inactive_representative'],
      [7, 'Plasiyer Kodu', 'invalid_representative_code'],
    ]);
    const { errors } = (await admin.get(`/admin/imports/${job.id}/errors`)).json() as ImportErrors;
    expect(errors[0]!.message).toBe(
      '"PL99" kodlu plasiyer yok; önce Yönetim > Plasiyerler sayfasında bu kodla ekleyin.',
    );
    expect(errors[1]!.message).toBe('"pl-eski" kodlu plasiyer pasif: yeni bayi atanamaz.');
    expect(await representativeOf('120.09.030')).toBe(pl01);
    // The dealer that already had the inactive representative keeps it: nothing new was assigned.
    expect(await representativeOf(keeper.code)).toBe(retired);
    expect(await representativeOf('120.09.033')).toBeNull();
  });

  it('keeps the representative when the file has no such column, takes it away on an empty cell, and writes a change once', async () => {
    const without = await importCsv('dealers', ['Cari No;Ünvan', '120.09.030;Plasiyerli Bayi']);
    expect(without).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await representativeOf('120.09.030')).toBe(pl01);

    const emptied = await importCsv('dealers', ['Cari No;Ünvan;Plasiyer Kodu', '120.09.030;Plasiyerli Bayi;']);
    expect(emptied).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await representativeOf('120.09.030')).toBeNull();

    const file = ['Cari No;Ünvan;Plasiyer Kodu', '120.09.030;Plasiyerli Bayi;PL02'];
    expect(await importCsv('dealers', file)).toMatchObject({ updated: 1 });
    const version = (await card('120.09.030')).version;
    expect(await importCsv('dealers', file)).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await card('120.09.030')).version).toBe(version);
    const [pl02] = await rows<{ id: number }>(sql`select id from representatives where code = 'PL02'`);
    expect(await representativeOf('120.09.030')).toBe(pl02!.id);
  });

  it('offers the column in the template, with an example code', async () => {
    const res = await admin.get('/admin/imports/templates/dealers');
    expect(res.statusCode, res.body).toBe(200);
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(';'));
    const at = header!.indexOf('Plasiyer Kodu');
    expect(at).toBeGreaterThan(0);
    expect(example![at]).toBe('PL01');
  });
});

describe('the integration API', () => {
  it('takes the dealer kinds with a dealers key only', async () => {
    const key = async (scopes: string[]) => {
      const res = await admin.post('/admin/api-keys', { name: `aktarım ${scopes.join(',')}`, scopes });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    };
    const dealers = await key(['dealers']);
    const job = await importCsv(
      'dealers',
      ['Cari No;Ünvan', '120.09.020;API Bayisi'],
      '/api/v1/dealers/imports',
      dealers,
    );
    expect(job).toMatchObject({ kind: 'dealers', status: 'finished', created: 1 });
    const catalogue = await key(['catalogue']);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/catalogue/imports?kind=dealers',
      headers: { ...catalogue, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(refused.statusCode).toBe(400);
  });
});
