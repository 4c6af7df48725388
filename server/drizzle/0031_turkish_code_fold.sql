-- Product codes are found the way every search folds text (common/src/turkish.ts foldTurkish): "IŞIK-10", "ışık-10"
-- and "isik-10" are one code. fold_turkish is that rule in SQL, for what the database derives itself: the Turkish
-- letters by FOLD's table and the accented Latin letters (and ª ² ³ ¹ º) by foldTurkish's own results, then the rest
-- to lower case; server/src/db/fold-turkish.test.ts holds it to foldTurkish. It runs where rows are written, never
-- per row in a search.
CREATE FUNCTION fold_turkish(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(t,
    'İIıÇçĞğÖöŞşÜüÂâÎîÛûª²³¹ºÀÁÃÄÅÈÉÊËÌÍÏÑÒÓÔÕÙÚÝàáãäåèéêëìíïñòóôõùúýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĠġĢģĤĥĨĩĪīĬĭĮįĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ',
    'iiiccggoossuuaaiiuua231oaaaaaeeeeiiinoooouuyaaaaaeeeeiiinoooouuyyaaaaaaccccccccddeeeeeeeeeegggggghhiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssttttuuuuuuuuuuuuwwyyyzzzzzzs')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_write(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The ids are joined, never tested with "ids IS NULL OR …": PL/pgSQL soon plans a statement once for any
  -- argument, and such a plan scans the whole table for every batch of an import.
  IF ids IS NULL THEN
    ids := ARRAY(SELECT id FROM products);
  END IF;
  DELETE FROM product_search s USING unnest(ids) AS k(id)
   WHERE s.id = k.id AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.id AND p.is_active);
  WITH RECURSIVE tree AS (
    SELECT id, ARRAY[id] AS path FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, t.path || c.id FROM categories c JOIN tree t ON c.parent_id = t.id
  )
  INSERT INTO product_search AS s
    (id, search_text, sort_name, code_lower, barcode, in_stock, category_id, category_l1, category_l2, brand_id)
  SELECT p.id, p.search_text, p.sort_name, fold_turkish(p.code), p.barcode, p.stock_qty > 0,
         p.category_id, t.path[1], t.path[2], p.brand_id
    FROM unnest(ids) AS k(id)
    JOIN products p ON p.id = k.id
    LEFT JOIN tree t ON t.id = p.category_id
   WHERE p.is_active
  ON CONFLICT (id) DO UPDATE SET
    search_text = excluded.search_text, sort_name = excluded.sort_name, code_lower = excluded.code_lower,
    barcode = excluded.barcode, in_stock = excluded.in_stock, category_id = excluded.category_id,
    category_l1 = excluded.category_l1, category_l2 = excluded.category_l2, brand_id = excluded.brand_id
  WHERE (s.search_text, s.sort_name, s.code_lower, s.barcode, s.in_stock, s.category_id, s.category_l1,
         s.category_l2, s.brand_id)
        IS DISTINCT FROM
        (excluded.search_text, excluded.sort_name, excluded.code_lower, excluded.barcode, excluded.in_stock,
         excluded.category_id, excluded.category_l1, excluded.category_l2, excluded.brand_id);
END $$;
--> statement-breakpoint
-- The rows already written: their codes folded the same way (the index on code_lower follows the column).
UPDATE product_search s SET code_lower = fold_turkish(p.code)
  FROM products p WHERE p.id = s.id AND s.code_lower IS DISTINCT FROM fold_turkish(p.code);
