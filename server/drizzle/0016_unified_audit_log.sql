-- The theme editor's changes join the back office's audit log: one searchable log of every staff change.
INSERT INTO "audit_log" ("at", "user_id", "user_name", "action", "entity", "entity_id", "summary", "before", "after")
SELECT "at", "user_id", "actor", 'theme.' || "action",
  CASE WHEN "action" = 'icon' THEN 'category' ELSE 'theme' END,
  CASE WHEN "action" = 'icon' THEN coalesce("detail"->>'categoryId', '0') ELSE 'theme' END,
  CASE "action"
    WHEN 'save' THEN 'Tema kaydedildi.'
    WHEN 'reset' THEN 'Tema varsayılana döndürüldü.'
    WHEN 'restore' THEN 'Tema kayıtlı bir sürüme döndürüldü.'
    ELSE coalesce("detail"->>'category', 'Kategori') || ' kategorisinin ikonu değişti.'
  END,
  NULL, "detail"
FROM "theme_audit" ORDER BY "id";--> statement-breakpoint
DROP TABLE "theme_audit" CASCADE;
