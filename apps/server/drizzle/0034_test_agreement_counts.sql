-- Issue 38: test-mode agreements are counted apart (their own key column), as they are listed apart.
ALTER TABLE "agreement_counts" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_counts" DROP CONSTRAINT "agreement_counts_pkey";
--> statement-breakpoint
ALTER TABLE "agreement_counts" ADD CONSTRAINT "agreement_counts_pkey" PRIMARY KEY("owner_id","company_id","status","trashed","test");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "test", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", c."test", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", "test", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT ("owner_id", "company_id", "status", "trashed", "test") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "test", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", c."test", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", "test", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
		UNION ALL
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", "test", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT ("owner_id", "company_id", "status", "trashed", "test") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "test", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", c."test", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", "test", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT ("owner_id", "company_id", "status", "trashed", "test") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Test agreements made since migration 0033 move from the live counts to their own.
INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "test", "n")
SELECT a."owner_id", coalesce(a."company_id", 0), a."status", a."deleted_at" IS NOT NULL, t."counted_test", t."d" * count(*)
FROM "agreements" a CROSS JOIN (VALUES (true, 1), (false, -1)) AS t("counted_test", "d")
WHERE a."purpose" = 'agreement' AND a."test"
GROUP BY 1, 2, 3, 4, 5, t."d"
ON CONFLICT ("owner_id", "company_id", "status", "trashed", "test") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
