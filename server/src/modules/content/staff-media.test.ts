import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaFile } from '@bayi/common';
import { png } from '../../test/media';
import { staffTestApp } from '../../test/staff';

/**
 * Image upload: an editor uploads an image, stored under a name of its own and served rendered; uploads are
 * checked by their bytes and size; dealers and sales representatives may not.
 */
const t = staffTestApp();

describe('image upload', () => {
  it('stores an image under a name of its own, by what its bytes are, and serves it', async () => {
    const res = await t.upload(t.editor.cookie, {
      name: 'Kış Kampanyası.PNG',
      type: 'image/png',
      bytes: await png(640, 320),
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json() as MediaFile;
    expect(file.fileName).toMatch(/^kis-kampanyasi-[0-9a-f]{8}\.png$/);
    expect(file.contentType).toBe('image/png');
    const shown = await t.visitor().get(file.previewUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const list = (await t.editor.get('/admin/media')).json() as { items: MediaFile[] };
    expect(list.items[0]!.fileName).toBe(file.fileName);
    const { rows } = await t.ctx.query(sql`select user_name, entity_id from audit_log where action = 'media.upload'`);
    expect(rows).toEqual([{ user_name: 'İçerik Editörü', entity_id: file.fileName }]);
  });

  it('refuses what is not an image, a file over 2 MB, a huge picture and an empty form — in Turkish, on the file field', async () => {
    const cases: [Parameters<typeof t.upload>[1], string][] = [
      [
        { name: 'logo.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
        MEDIA_MESSAGES.kind,
      ],
      [
        { name: 'fatura.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj') },
        MEDIA_MESSAGES.kind,
      ],
      [
        {
          name: 'buyuk.png',
          type: 'image/png',
          bytes: Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_MAX_BYTES)]),
        },
        MEDIA_MESSAGES.tooLarge,
      ],
      [{ name: 'serit.png', type: 'image/png', bytes: await png(7000, 2) }, MEDIA_MESSAGES.tooManyPixels],
      [{ name: 'yarim.png', type: 'image/png', bytes: (await png(300, 300)).subarray(0, 120) }, MEDIA_MESSAGES.broken],
      [{ name: 'bos.png', type: 'image/png', bytes: Buffer.alloc(0) }, MEDIA_MESSAGES.missing],
    ];
    const before = (await t.ctx.query(sql`select count(*)::int as n from media`)).rows[0]!.n;
    for (const [file, message] of cases) {
      const res = await t.upload(t.editor.cookie, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toMatchObject({ hasError: true, errorMessage: message, errors: { file: message } });
    }
    const wrongField = await t.upload(
      t.editor.cookie,
      { name: 'a.png', type: 'image/png', bytes: await png(4, 4) },
      'resim',
    );
    expect(wrongField.json().errors).toEqual({ file: MEDIA_MESSAGES.missing });
    const json = await t.editor.post('/admin/media', { file: 'a.png' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toMatch(/multipart\/form-data/);
    expect((await t.ctx.query(sql`select count(*)::int as n from media`)).rows[0]!.n).toBe(before);
  });

  it('is for staff of content only', async () => {
    const [dealer, plasiyer] = await t.outsiders();
    const file = { name: 'a.png', type: 'image/png', bytes: await png(4, 4) };
    expect((await t.upload(undefined, file)).statusCode).toBe(401);
    expect((await t.upload(dealer.cookie, file)).statusCode).toBe(403);
    expect((await t.upload(plasiyer.cookie, file)).statusCode).toBe(403);
  });
});
