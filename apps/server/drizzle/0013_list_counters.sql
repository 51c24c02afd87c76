-- Issue 16: the agreements index at a million agreements of one sender. Hand-written parts
-- (drizzle-kit cannot express them) are the functions, triggers and backfills below.
-- Writers wait while it runs, so the backfills and the triggers see the same rows.
LOCK TABLE "agreements", "agreement_recipients" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "agreement_counts" (
	"owner_id" bigint NOT NULL,
	"status" text NOT NULL,
	"trashed" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agreement_counts_pkey" PRIMARY KEY("owner_id","status","trashed")
);
--> statement-breakpoint
DROP INDEX "agreement_recipients_search_trgm_idx";--> statement-breakpoint
DROP INDEX "agreements_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_counts" ADD CONSTRAINT "agreement_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sender's search text: the name, then each recipient's name and e-mail as the search
-- compared them before (lower(name) || ' ' || email), joined by U+001F. A search cannot
-- contain a control character, so '%q%' matches the whole iff it matches one part.
CREATE FUNCTION "agreement_search_text"(p_agreement_id bigint, p_name text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT lower(p_name) || coalesce((
		SELECT string_agg(chr(31) || lower(r."name") || ' ' || r."email", '' ORDER BY r."position")
		FROM "agreement_recipients" r WHERE r."agreement_id" = p_agreement_id
	), '')
$$;--> statement-breakpoint
-- A new agreement has no recipients yet (they reference it); a rename recomputes.
CREATE FUNCTION "agreements_search_text_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		NEW."search_text" := lower(NEW."name");
	ELSE
		NEW."search_text" := "agreement_search_text"(NEW."id", NEW."name");
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreements_search_text_insert" BEFORE INSERT ON "agreements"
	FOR EACH ROW EXECUTE FUNCTION "agreements_search_text_row"();--> statement-breakpoint
CREATE TRIGGER "agreements_search_text_rename" BEFORE UPDATE OF "name" ON "agreements"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "agreements_search_text_row"();--> statement-breakpoint
-- Recipients added, removed, renamed, re-addressed or reordered: their agreements' text again,
-- once per statement (a draft's save or a seed writes many at once).
CREATE FUNCTION "agreement_recipients_search_text_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "agreements" a SET "search_text" = "agreement_search_text"(a."id", a."name")
	WHERE a."id" IN (SELECT DISTINCT n."agreement_id" FROM new_rows n);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agreement_recipients_search_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "agreements" a SET "search_text" = "agreement_search_text"(a."id", a."name")
	WHERE a."id" IN (
		SELECT n."agreement_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE o."name" IS DISTINCT FROM n."name" OR o."email" IS DISTINCT FROM n."email" OR o."position" <> n."position"
		UNION SELECT o."agreement_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE o."agreement_id" <> n."agreement_id"
	);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agreement_recipients_search_text_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "agreements" a SET "search_text" = "agreement_search_text"(a."id", a."name")
	WHERE a."id" IN (SELECT DISTINCT o."agreement_id" FROM old_rows o);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_recipients_search_text_insert" AFTER INSERT ON "agreement_recipients"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_recipients_search_text_added"();--> statement-breakpoint
CREATE TRIGGER "agreement_recipients_search_text_update" AFTER UPDATE ON "agreement_recipients"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_recipients_search_text_changed"();--> statement-breakpoint
CREATE TRIGGER "agreement_recipients_search_text_delete" AFTER DELETE ON "agreement_recipients"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_recipients_search_text_removed"();--> statement-breakpoint
UPDATE "agreements" SET "search_text" = "agreement_search_text"("id", "name");--> statement-breakpoint
CREATE INDEX "agreements_search_trgm_idx" ON "agreements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The counters: each statement's net change per (owner, status, trashed), applied in one
-- upsert in key order (so two transactions lock the same counters in the same order).
-- An owner being deleted is skipped: the cascade removes their counters.
CREATE FUNCTION "agreement_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "status", "trashed", "n")
	SELECT c."owner_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", "status", "deleted_at" IS NOT NULL AS "trashed", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("owner_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agreement_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "status", "trashed", "n")
	SELECT c."owner_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", "status", "deleted_at" IS NOT NULL AS "trashed", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
		UNION ALL
		SELECT "owner_id", "status", "deleted_at" IS NOT NULL AS "trashed", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("owner_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agreement_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "status", "trashed", "n")
	SELECT c."owner_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", "status", "deleted_at" IS NOT NULL AS "trashed", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("owner_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_counts_insert" AFTER INSERT ON "agreements"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_counts_added"();--> statement-breakpoint
CREATE TRIGGER "agreement_counts_update" AFTER UPDATE ON "agreements"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "agreement_counts_delete" AFTER DELETE ON "agreements"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agreement_counts_removed"();--> statement-breakpoint
INSERT INTO "agreement_counts" ("owner_id", "status", "trashed", "n")
SELECT "owner_id", "status", "deleted_at" IS NOT NULL, count(*) FROM "agreements" WHERE "purpose" = 'agreement' GROUP BY 1, 2, 3;