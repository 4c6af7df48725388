import pg from 'pg';
const c = new pg.Client('postgres://bayi:bayi@localhost:5432/bayi_bench'); await c.connect();
const desc = process.argv[2] === 'desc';
global.gc!(); const before = process.memoryUsage().heapUsed;
const all: any[] = [];
for (let from = 0; from < 200000; from += 20000) {
  const { rows } = await c.query(`select p.id, p.code, p.name, p.barcode, ${desc ? 'p.description,' : ''} p.unit, p.brand_id, b.name as brand_name, p.category_id,
    p.vat_rate, p.stock_qty, p.delivery_text, p.show_barcode,
    (select json_agg(json_build_object('id', i.id, 'file', i.file_name) order by i.sort, i.id) from product_images i where i.product_id = p.id) as images,
    (select json_object_agg(pp.price_list_id, pp.price::text) from product_prices pp where pp.product_id = p.id) as prices
    from products p left join brands b on b.id = p.brand_id where p.id > $1 and p.id <= $2`, [from, from + 20000]);
  all.push(...rows);
}
global.gc!(); const after = process.memoryUsage().heapUsed;
console.log(all.length, 'rows', ((after - before) / 1e6).toFixed(0), 'MB', ((after - before) / all.length).toFixed(0), 'B/row');
await c.end();
