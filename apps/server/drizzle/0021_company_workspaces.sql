-- Issue 32: agreements, templates, uploads, bulk sends, API keys and webhooks follow the workspace.
-- A null company_id is the maker's personal space, so every existing row stays where it was.
DROP INDEX "agreements_owner_live_updated_idx";--> statement-breakpoint
DROP INDEX "agreements_owner_live_status_updated_idx";--> statement-breakpoint
DROP INDEX "agreements_owner_live_name_idx";--> statement-breakpoint
DROP INDEX "agreements_owner_trash_updated_idx";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "agreement_counts" ADD COLUMN "company_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_company_live_updated_idx" ON "agreements" USING btree ("company_id","updated_at","id") WHERE deleted_at is null and company_id is not null;--> statement-breakpoint
CREATE INDEX "agreements_company_live_status_updated_idx" ON "agreements" USING btree ("company_id","status","updated_at","id") WHERE deleted_at is null and company_id is not null;--> statement-breakpoint
CREATE INDEX "agreements_company_live_name_idx" ON "agreements" USING btree ("company_id",lower("name"),"id") WHERE deleted_at is null and company_id is not null;--> statement-breakpoint
CREATE INDEX "agreements_company_trash_updated_idx" ON "agreements" USING btree ("company_id","updated_at","id") WHERE deleted_at is not null and company_id is not null;--> statement-breakpoint
CREATE INDEX "templates_company_live_idx" ON "templates" USING btree ("company_id","updated_at","id") WHERE deleted_at is null and company_id is not null;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at") WHERE company_id is not null;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id") WHERE company_id is not null;--> statement-breakpoint
CREATE INDEX "agreements_owner_live_updated_idx" ON "agreements" USING btree ("owner_id",coalesce("company_id", 0),"updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_live_status_updated_idx" ON "agreements" USING btree ("owner_id",coalesce("company_id", 0),"status","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_live_name_idx" ON "agreements" USING btree ("owner_id",coalesce("company_id", 0),lower("name"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_trash_updated_idx" ON "agreements" USING btree ("owner_id",coalesce("company_id", 0),"updated_at","id") WHERE deleted_at is not null;--> statement-breakpoint
ALTER TABLE "agreement_counts" DROP CONSTRAINT "agreement_counts_pkey";
--> statement-breakpoint
ALTER TABLE "agreement_counts" ADD CONSTRAINT "agreement_counts_pkey" PRIMARY KEY("owner_id","company_id","status","trashed");--> statement-breakpoint
-- The counters of migration 0013 keyed by workspace too (0 for the personal space): a hand-over
-- (owner_id changes) moves counts from the leaver to the new owner in the same statement.
CREATE OR REPLACE FUNCTION "agreement_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT ("owner_id", "company_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
		UNION ALL
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", 1 AS "d" FROM new_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT ("owner_id", "company_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agreement_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "agreement_counts" ("owner_id", "company_id", "status", "trashed", "n")
	SELECT c."owner_id", c."company_id", c."status", c."trashed", sum(c."d") FROM (
		SELECT "owner_id", coalesce("company_id", 0) AS "company_id", "status", "deleted_at" IS NOT NULL AS "trashed", -1 AS "d" FROM old_rows WHERE "purpose" = 'agreement'
	) c
	WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner_id")
	GROUP BY 1, 2, 3, 4 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT ("owner_id", "company_id", "status", "trashed") DO UPDATE SET "n" = "agreement_counts"."n" + excluded."n";
	RETURN NULL;
END;
$$;