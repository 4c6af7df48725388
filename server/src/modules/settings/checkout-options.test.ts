import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AdminBankAccounts,
  AdminBankAccountsBody,
  AdminDeliverySlots,
  AdminDeliverySlotsBody,
  AdminPaymentMethods,
  AdminPaymentMethodsBody,
  CheckoutData,
} from '@bayi/common';
import { turkishIban } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, inStockProducts, placedOrder, signedIn, type Client } from '../../test/orders';
import { DELIVERY_SLOTS } from '../../demo/checkout-setup';

/**
 * What checkout offers, as admins set it: delivery slots, bank accounts, payment methods. Each save
 * is whole, checked field by field in Turkish, audited in its transaction, and checkout follows at the next
 * request. The shared-data cache is kept for an hour here, so "at once" means the save emptied it.
 */
let ctx: TestContext;
let admin: Client;
let dealer: Client;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp({ SHARED_CACHE_SECONDS: '3600' });
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, DEMO.dealer);
  products = await inStockProducts(ctx, 7, 50);
  await ctx.query(sql`update dealers set risk_limit = 100000000`);
});
afterAll(() => ctx.close());

const SLOTS = '/admin/settings/delivery-slots';
const BANKS = '/admin/settings/bank-accounts';
const METHODS = '/admin/settings/payment-methods';

const json = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
};
const refused = async (url: string, body: unknown) => {
  const res = await admin.put(url, body);
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { hasError: boolean; errorMessage: string; errors: Record<string, string> };
  expect(answer.hasError).toBe(true);
  return answer;
};
const auditRows = async (action: string) =>
  (
    await ctx.query(
      sql`select user_name, entity, entity_id, summary, before, after from audit_log where action = ${action} order by id`,
    )
  ).rows;
const checkout = async (orderId: number) => json<CheckoutData>(dealer.get(`/basket/checkout/${orderId}`));

/** The body that saves the slots as they are. */
const slotBody = (s: AdminDeliverySlots): AdminDeliverySlotsBody => s;

describe('delivery slots', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await placedOrder(dealer, products.slice(0, 2))).siparisId;
  });

  it("answers both kinds with the demo's slots in order", async () => {
    const slots = await json<AdminDeliverySlots>(admin.get(SLOTS));
    expect(slots.arac.enabled).toBe(true);
    expect(slots.arac.slots.map((s) => s.label)).toEqual(DELIVERY_SLOTS.arac);
    expect(slots.kurye.slots.map((s) => s.label)).toEqual(DELIVERY_SLOTS.kurye);
    expect(slots.kurye.slots.every((s) => s.active && s.id > 0)).toBe(true);
  });

  it('saves added, renamed, reordered, deactivated and deleted slots; checkout shows them at once; audited', async () => {
    // The checkout's settings are read (and cached) before the save.
    expect((await checkout(orderId)).teslimatKuryeSaats).toEqual(DELIVERY_SLOTS.kurye);
    const before = await json<AdminDeliverySlots>(admin.get(SLOTS));
    const [a0, a1, a2, a3] = before.arac.slots;
    const [k0, k1, k2, k3] = before.kurye.slots;
    const saved = await json<AdminDeliverySlots>(
      admin.put(SLOTS, {
        arac: { enabled: true, slots: [a1!, a0!, { ...a2!, label: '  15:00 - 19:00 ' }, { ...a3!, active: false }] },
        kurye: {
          enabled: true,
          slots: [k0!, k1!, k2!, { id: null, label: 'Aynı gün 20:00', active: true }],
        },
      } satisfies AdminDeliverySlotsBody),
    );
    expect(saved.arac.slots.map((s) => [s.id, s.label, s.active])).toEqual([
      [a1!.id, a1!.label, true],
      [a0!.id, a0!.label, true],
      [a2!.id, '15:00 - 19:00', true],
      [a3!.id, a3!.label, false],
    ]);
    expect(saved.kurye.slots.map((s) => s.label)).toEqual([k0!.label, k1!.label, k2!.label, 'Aynı gün 20:00']);
    expect(saved.kurye.slots.map((s) => s.id)).not.toContain(k3!.id);

    const data = await checkout(orderId);
    expect(data.teslimatAracSaats).toEqual([a1!.label, a0!.label, '15:00 - 19:00']);
    expect(data.teslimatKuryeSaats).toEqual([k0!.label, k1!.label, k2!.label, 'Aynı gün 20:00']);

    const rows = await auditRows('settings.delivery-slots');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_name: expect.any(String), entity: 'settings', entity_id: 'delivery-slots' });
    expect(rows[0]!.summary).toBe(
      'Teslimat saatleri kaydedildi: Araç ile teslim açık, 4 saat dilimi (3 etkin); Kurye ile teslim açık, 4 saat dilimi (4 etkin).',
    );
    expect((rows[0]!.after as { kurye: { slots: { label: string }[] } }).kurye.slots.at(-1)).toEqual({
      label: 'Aynı gün 20:00',
      active: true,
    });
    // The same list again changes nothing and writes no entry.
    await json(admin.put(SLOTS, slotBody(saved)));
    expect(await auditRows('settings.delivery-slots')).toHaveLength(1);
  });

  it('a slot an order was given may be deleted: the order keeps its slot as text', async () => {
    const slots = await json<AdminDeliverySlots>(admin.get(SLOTS));
    const used = slots.kurye.slots.at(-1)!;
    const res = await dealer.post(`/basket/checkout2/${orderId}`, {
      teslimSekli: 'kurye',
      teslimKuryeSaat: used.label,
      odemeSekli: 'acikhesap',
    });
    expect(res.json(), res.body).toMatchObject({ hasError: false });
    await json(admin.put(SLOTS, { ...slots, kurye: { enabled: true, slots: slots.kurye.slots.slice(0, -1) } }));
    const order = await json<{ delivery: { method: string; slot: string } }>(admin.get(`/admin/orders/${orderId}`));
    expect(order.delivery).toMatchObject({ method: 'kurye', slot: used.label });
    expect((await checkout(orderId)).secim).toMatchObject({ teslimKuryeSaat: used.label });
  });

  it('turning a kind off hides it at checkout; the setting is stored as checkout reads it', async () => {
    const order = (await placedOrder(dealer, products.slice(2, 3))).siparisId;
    expect((await checkout(order)).teslimatAracActive).toBe(true);
    const slots = await json<AdminDeliverySlots>(admin.get(SLOTS));
    await json(admin.put(SLOTS, { ...slots, arac: { ...slots.arac, enabled: false } }));
    expect((await checkout(order)).teslimatAracActive).toBe(false);
    expect((await ctx.query(sql`select value from settings where key = 'teslimat.arac.active'`)).rows[0]!.value).toBe(
      'False',
    );
    await json(admin.put(SLOTS, slots));
    expect((await checkout(order)).teslimatAracActive).toBe(true);
  });

  it('refuses each wrong row in Turkish beside its field and writes nothing', async () => {
    const slots = await json<AdminDeliverySlots>(admin.get(SLOTS));
    const { errors, errorMessage } = await refused(SLOTS, {
      arac: {
        enabled: true,
        slots: [
          { id: null, label: '   ', active: true },
          { id: null, label: 'x'.repeat(101), active: true },
          { id: slots.arac.slots[0]!.id, label: 'Sabah', active: true },
          { id: null, label: ' sabah ', active: true },
          // A courier slot's id among the vehicle's.
          { id: slots.kurye.slots[0]!.id, label: 'Öğle', active: true },
        ],
      },
      kurye: { enabled: true, slots: slots.kurye.slots.map((s) => ({ ...s, active: false })) },
    });
    expect(errors).toEqual({
      'arac.slots.0.label': 'Saat dilimi gerekli.',
      'arac.slots.1.label': 'Saat dilimi en fazla 100 karakter olabilir.',
      'arac.slots.3.label': 'Bu saat dilimi 3. satırda zaten var.',
      'kurye.enabled': 'Kurye ile teslim açıkken en az bir etkin saat dilimi olmalı.',
    });
    expect(errorMessage).toContain('Saat dilimi gerekli.');
    // Past the schema, an id that is not one of the kind's slots.
    const unknown = await refused(SLOTS, {
      ...slots,
      arac: { enabled: true, slots: [{ id: slots.kurye.slots[0]!.id, label: 'Öğle', active: true }] },
    });
    expect(unknown.errors).toEqual({
      'arac.slots.0.id': 'Bu saat dilimi bulunamadı; sayfayı yenileyip tekrar deneyin.',
    });
    expect(await json<AdminDeliverySlots>(admin.get(SLOTS))).toEqual(slots);
  });
});

describe('bank accounts', () => {
  const newAccount = (over: Partial<AdminBankAccountsBody['accounts'][number]> = {}) => ({
    id: null,
    bankName: 'Vakıfbank',
    branch: 'İkitelli Şubesi',
    currencyCode: 'TL',
    accountNo: '0158-00712345',
    iban: turkishIban('00015', '0158007123450001'),
    active: true,
    ...over,
  });
  const asBody = (b: AdminBankAccounts): AdminBankAccountsBody => ({
    accounts: b.accounts.map(({ usedByOrders: _, ...a }) => a),
  });

  it('answers the accounts in order, which orders use, and the currencies to choose from', async () => {
    const banks = await json<AdminBankAccounts>(admin.get(BANKS));
    expect(banks.accounts.length).toBeGreaterThanOrEqual(4);
    expect(banks.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['TL', 'USD', 'EUR']));
    expect(banks.notices).toEqual([]);
    expect(banks.accounts[0]).toMatchObject({ iban: expect.stringMatching(/^TR\d{24}$/), active: true });
  });

  it('adds an account with an IBAN typed in groups, stored compact; checkout lists it at once; audited', async () => {
    const order = (await placedOrder(dealer, products.slice(3, 4))).siparisId;
    const before = await json<AdminBankAccounts>(admin.get(BANKS));
    const account = newAccount();
    const spaced = account.iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    const saved = await json<AdminBankAccounts>(
      admin.put(BANKS, { accounts: [...asBody(before).accounts, { ...account, iban: spaced }] }),
    );
    const added = saved.accounts.at(-1)!;
    expect(added).toMatchObject({ bankName: 'Vakıfbank', iban: account.iban, active: true, usedByOrders: false });
    // The accounts that stayed keep their ids.
    expect(saved.accounts.slice(0, -1).map((a) => a.id)).toEqual(before.accounts.map((a) => a.id));
    const data = await checkout(order);
    expect(data.bankaHesaps.at(-1)).toMatchObject({ id: added.id, bankaAdi: 'Vakıfbank', iban: account.iban });
    const [entry] = await auditRows('settings.bank-accounts');
    expect(entry).toMatchObject({ entity: 'settings', entity_id: 'bank-accounts' });
    expect(entry!.summary).toMatch(/^Banka hesapları kaydedildi: \d+ hesap/);
  });

  it('never deletes an account an order uses: it is made inactive and the answer says so', async () => {
    const order = (await placedOrder(dealer, products.slice(4, 5))).siparisId;
    const banks = await json<AdminBankAccounts>(admin.get(BANKS));
    const used = banks.accounts[0]!;
    const res = await dealer.post(`/basket/checkout2/${order}`, {
      teslimSekli: 'depo',
      odemeSekli: 'havale',
      odemeHavaleBanka: used.id,
    });
    expect(res.json(), res.body).toMatchObject({ hasError: false });
    const fresh = await json<AdminBankAccounts>(admin.get(BANKS));
    expect(fresh.accounts[0]).toMatchObject({ id: used.id, usedByOrders: true });
    const unused = fresh.accounts.at(-1)!;
    expect(unused.usedByOrders).toBe(false);

    // Its IBAN and currency stay as the order was given them.
    const fixed = await refused(BANKS, {
      accounts: asBody(fresh).accounts.map((a, i) =>
        i === 0 ? { ...a, iban: turkishIban('00010', '9999000011112222'), currencyCode: 'USD' } : a,
      ),
    });
    expect(fixed.errors).toEqual({
      'accounts.0.iban':
        'Bu hesap siparişlerde kullanıldı; IBAN’ı değiştirilemez. Yeni hesap ekleyip bunu pasif yapın.',
      'accounts.0.currencyCode':
        'Bu hesap siparişlerde kullanıldı; dövizi değiştirilemez. Yeni hesap ekleyip bunu pasif yapın.',
    });

    // Left out of the list: the used one is kept inactive, the unused one is deleted.
    const saved = await json<AdminBankAccounts>(admin.put(BANKS, { accounts: asBody(fresh).accounts.slice(1, -1) }));
    expect(saved.notices).toEqual([
      `${used.bankName} (${used.iban.replace(/(.{4})(?=.)/g, '$1 ')}) hesabı siparişlerde kullanıldığı için silinmedi, pasif yapıldı (siparişler hesabı göstermeye devam eder).`,
    ]);
    expect(saved.accounts.at(-1)).toMatchObject({ id: used.id, active: false, usedByOrders: true });
    expect(saved.accounts.map((a) => a.id)).not.toContain(unused.id);
    expect((await ctx.query(sql`select bank_account_id from orders where id = ${order}`)).rows[0]).toEqual({
      bank_account_id: used.id,
    });
    const data = await checkout((await placedOrder(dealer, products.slice(5, 6))).siparisId);
    expect(data.bankaHesaps.map((b) => b.id)).not.toContain(used.id);
    const last = (await auditRows('settings.bank-accounts')).at(-1)!;
    expect(last.summary).toMatch(/1 silindi, 1 siparişlerde kullanıldığı için pasif yapıldı\.$/);
    expect((last.before as { accounts: unknown[] }).accounts).toHaveLength(fresh.accounts.length);
  });

  it('an account removed and added again is the same account, and the list saves again exactly as read', async () => {
    const order = (await placedOrder(dealer, products.slice(6, 7))).siparisId;
    const start = await json<AdminBankAccounts>(admin.get(BANKS));
    const used = start.accounts.find((a) => a.active)!;
    await dealer.post(`/basket/checkout2/${order}`, {
      teslimSekli: 'depo',
      odemeSekli: 'havale',
      odemeHavaleBanka: used.id,
    });
    const others = asBody(start).accounts.filter((a) => a.id !== used.id);
    const { id: _, ...usedAgain } = asBody(start).accounts.find((a) => a.id === used.id)!;
    const spare = newAccount({ iban: turkishIban('00015', '0158007123450077'), bankName: 'Yedek' });
    const spare2 = newAccount({ iban: turkishIban('00015', '0158007123450078'), bankName: 'Yedek 2' });

    // Every sequence a settings page can send: remove the used account, type it in again as a new row (it keeps
    // its id), add two and swap their IBANs row by row, remove one and add it back.
    const steps: ((now: AdminBankAccountsBody['accounts']) => AdminBankAccountsBody['accounts'])[] = [
      () => others,
      () => [...others, { ...usedAgain, id: null }],
      (now) => [...now, spare, spare2],
      (now) =>
        now.map((a) =>
          a.iban === spare.iban ? { ...a, iban: spare2.iban } : a.iban === spare2.iban ? { ...a, iban: spare.iban } : a,
        ),
      (now) => now.filter((a) => a.iban !== spare.iban),
      (now) => [...now, spare],
    ];
    for (const step of steps) {
      const before = asBody(await json<AdminBankAccounts>(admin.get(BANKS))).accounts;
      const res = await admin.put(BANKS, { accounts: step(before) });
      expect(res.statusCode, res.body).toBe(200);
      // What was saved reads back, and saving it again exactly as read is accepted and changes nothing.
      const read = await json<AdminBankAccounts>(admin.get(BANKS));
      expect(new Set(read.accounts.map((a) => a.iban)).size).toBe(read.accounts.length);
      const again = await json<AdminBankAccounts>(admin.put(BANKS, asBody(read)));
      expect(again.accounts).toEqual(read.accounts);
    }
    const end = await json<AdminBankAccounts>(admin.get(BANKS));
    expect(end.accounts.filter((a) => a.iban === used.iban)).toEqual([
      expect.objectContaining({ id: used.id, active: true, usedByOrders: true }),
    ]);
    expect((await ctx.query(sql`select bank_account_id from orders where id = ${order}`)).rows[0]).toEqual({
      bank_account_id: used.id,
    });
  });

  it('refuses wrong IBANs, currencies and rows in Turkish beside their fields and writes nothing', async () => {
    const banks = await json<AdminBankAccounts>(admin.get(BANKS));
    const good = newAccount();
    const wrongCheck = `TR${good.iban.slice(2, 4) === '99' ? '98' : '99'}${good.iban.slice(4)}`;
    const { errors } = await refused(BANKS, {
      accounts: [
        newAccount({ bankName: ' ', accountNo: '', iban: turkishIban('00015', '0158007123450002') }),
        newAccount({ iban: 'DE89370400440532013000' }),
        newAccount({ iban: 'TR12 3456' }),
        newAccount({ iban: wrongCheck }),
        newAccount({ iban: '' }),
        newAccount({ branch: 'ş'.repeat(101), accountNo: '12;34', iban: turkishIban('00015', '0158007123450003') }),
        good,
        { ...good, bankName: 'Aynı IBAN' },
      ],
    });
    expect(errors).toEqual({
      'accounts.0.bankName': 'Banka adı gerekli.',
      'accounts.0.accountNo': 'Hesap no gerekli.',
      'accounts.1.iban': 'IBAN TR ile başlamalı (Türkiye IBAN’ı).',
      'accounts.2.iban': 'IBAN TR ve 24 rakamdan oluşmalı (toplam 26 karakter).',
      'accounts.3.iban': 'IBAN geçersiz: kontrol basamakları tutmuyor, rakamları denetleyin.',
      'accounts.4.iban': 'IBAN gerekli.',
      'accounts.5.branch': 'Şube en fazla 100 karakter olabilir.',
      'accounts.5.accountNo': 'Hesap no yalnız rakam, harf, boşluk, tire ve eğik çizgiden oluşmalı.',
      'accounts.7.iban': 'Bu IBAN 7. satırda zaten var.',
    });
    const currency = await refused(BANKS, {
      accounts: [
        ...asBody(banks).accounts,
        newAccount({ currencyCode: 'GBP' }),
        { ...newAccount({ iban: turkishIban('00015', '0158007123450004') }), id: 999_999 },
      ],
    });
    expect(currency.errors).toMatchObject({
      [`accounts.${banks.accounts.length}.currencyCode`]: 'Döviz tanımlı değil: GBP.',
      [`accounts.${banks.accounts.length + 1}.id`]: 'Bu banka hesabı bulunamadı; sayfayı yenileyip tekrar deneyin.',
    });
    // Bank transfer is on: one active account must stay.
    const none = await refused(BANKS, { accounts: asBody(banks).accounts.map((a) => ({ ...a, active: false })) });
    expect(none.errors).toEqual({ accounts: 'Havale / EFT açıkken en az bir etkin banka hesabı olmalı.' });
    expect(none.errorMessage).toBe('Havale / EFT açıkken en az bir etkin banka hesabı olmalı.');
    expect(await json<AdminBankAccounts>(admin.get(BANKS))).toEqual(banks);
  });
});

describe('payment methods', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await placedOrder(dealer, products.slice(0, 1))).siparisId;
  });

  it("answers the demo's methods: card, bank transfer and open account on, bank transfer the default", async () => {
    expect(await json<AdminPaymentMethods>(admin.get(METHODS))).toEqual({
      enabled: { kredikarti: true, havale: true, acikhesap: true },
      defaultMethod: 'havale',
      others: [],
    });
  });

  it('turning open account and the card off, checkout offers neither at once and refuses open account', async () => {
    const data = await checkout(orderId);
    expect(data).toMatchObject({ creditCardEnable: true, odemeSekilleri: ['havale', 'acikhesap'] });
    const saved = await json<AdminPaymentMethods>(
      admin.put(METHODS, {
        enabled: { kredikarti: false, havale: true, acikhesap: false },
        defaultMethod: 'havale',
      } satisfies AdminPaymentMethodsBody),
    );
    expect(saved.enabled).toEqual({ kredikarti: false, havale: true, acikhesap: false });
    expect(await checkout(orderId)).toMatchObject({
      creditCardEnable: false,
      odemeSekilleri: ['havale'],
      varsayilanOdemeSekli: 'havale',
    });
    const res = await dealer.post(`/basket/checkout2/${orderId}`, { teslimSekli: 'depo', odemeSekli: 'acikhesap' });
    expect(res.json()).toEqual({ hasError: true, errors: { odemeSekli: 'Seçilen ödeme şekli kullanılamıyor.' } });

    const [entry] = await auditRows('settings.payment-methods');
    expect(entry!.summary).toBe('Ödeme şekilleri: Havale / EFT açık; varsayılan Havale / EFT.');
    expect(entry!.before).toMatchObject({
      enabled: { kredikarti: true, havale: true, acikhesap: true },
      'odeme.krediKarti.active': 'True',
      'odeme.sekilleri': 'havale,acikhesap',
    });
    expect(entry!.after).toMatchObject({ 'odeme.krediKarti.active': 'False', 'odeme.sekilleri': 'havale' });

    // Open account on again as the default; the card stays off.
    await json(
      admin.put(METHODS, { enabled: { kredikarti: false, havale: true, acikhesap: true }, defaultMethod: 'acikhesap' }),
    );
    expect(await checkout(orderId)).toMatchObject({
      creditCardEnable: false,
      odemeSekilleri: ['havale', 'acikhesap'],
      varsayilanOdemeSekli: 'acikhesap',
    });
  });

  it('keeps further methods the ERP listed', async () => {
    await ctx.query(sql`update settings set value = 'cek,havale' where key = 'odeme.sekilleri'`);
    // Settings are cached for an hour here; the admin's read is fresh.
    expect((await json<AdminPaymentMethods>(admin.get(METHODS))).others).toEqual(['cek']);
    await json(
      admin.put(METHODS, { enabled: { kredikarti: true, havale: true, acikhesap: true }, defaultMethod: 'havale' }),
    );
    expect((await ctx.query(sql`select value from settings where key = 'odeme.sekilleri'`)).rows[0]!.value).toBe(
      'cek,havale,acikhesap',
    );
    expect((await checkout(orderId)).odemeSekilleri).toEqual(['cek', 'havale', 'acikhesap']);
  });

  it('refuses none on, a default that is off and bank transfer without an active account, in Turkish', async () => {
    const before = await json<AdminPaymentMethods>(admin.get(METHODS));
    const none = await refused(METHODS, {
      enabled: { kredikarti: false, havale: false, acikhesap: false },
      defaultMethod: 'havale',
    });
    expect(none.errors).toEqual({ enabled: 'En az bir ödeme şekli açık kalmalı.' });
    const off = await refused(METHODS, {
      enabled: { kredikarti: true, havale: true, acikhesap: false },
      defaultMethod: 'acikhesap',
    });
    expect(off.errors).toEqual({
      defaultMethod: 'Varsayılan ödeme şekli açık olanlardan biri olmalı (Açık hesap kapalı).',
    });
    const wrong = await refused(METHODS, {
      enabled: { kredikarti: 'evet', havale: true, acikhesap: true },
      defaultMethod: 'cek',
    });
    expect(wrong.errors).toEqual({
      'enabled.kredikarti': 'Kredi kartı true veya false olmalı.',
      defaultMethod: 'Varsayılan ödeme şekli Kredi kartı, Havale / EFT ya da Açık hesap olmalı.',
    });

    // Without an active account, bank transfer cannot be turned on.
    await json(
      admin.put(METHODS, { enabled: { kredikarti: true, havale: false, acikhesap: true }, defaultMethod: 'acikhesap' }),
    );
    const banks = await json<AdminBankAccounts>(admin.get(BANKS));
    await json(
      admin.put(BANKS, { accounts: banks.accounts.map(({ usedByOrders: _, ...a }) => ({ ...a, active: false })) }),
    );
    const noBank = await refused(METHODS, before);
    expect(noBank.errors).toEqual({
      'enabled.havale': 'Havale / EFT için önce Banka hesapları bölümünde etkin bir hesap ekleyin.',
    });
    await json(admin.put(BANKS, { accounts: banks.accounts.map(({ usedByOrders: _, ...a }) => a) }));
    await json(admin.put(METHODS, before));
    expect(await json<AdminPaymentMethods>(admin.get(METHODS))).toEqual(before);
  });
});

describe('access', () => {
  it('is for admins only: a dealer is refused 403, a visitor 401 (every staff role: route-contracts.test.ts)', async () => {
    const visitor = client(ctx, undefined);
    for (const url of [SLOTS, BANKS, METHODS]) {
      expect((await dealer.get(url)).statusCode, url).toBe(403);
      expect((await dealer.put(url, {})).statusCode, url).toBe(403);
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
    expect(await auditRows('settings.delivery-slots')).toHaveLength(4);
  });

  it('answers with Cache-Control: no-store', async () => {
    for (const url of [SLOTS, BANKS, METHODS]) {
      expect((await admin.get(url)).headers['cache-control'], url).toBe('no-store');
    }
  });
});
