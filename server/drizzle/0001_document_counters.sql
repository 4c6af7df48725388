CREATE TABLE "document_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "document_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
