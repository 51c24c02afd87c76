-- Trigram indexes for the agreements search (issue 8). PGlite loads the extension in db/client.ts;
-- on PostgreSQL pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "void_reason" text;--> statement-breakpoint
CREATE INDEX "agreement_recipients_email_idx" ON "agreement_recipients" USING btree ("email","agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_recipients_search_trgm_idx" ON "agreement_recipients" USING gin ((lower("name") || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreements_owner_live_updated_idx" ON "agreements" USING btree ("owner_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_live_status_updated_idx" ON "agreements" USING btree ("owner_id","status","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_live_name_idx" ON "agreements" USING btree ("owner_id",lower("name"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "agreements_owner_trash_updated_idx" ON "agreements" USING btree ("owner_id","updated_at","id") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "agreements_name_trgm_idx" ON "agreements" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_voided_check" CHECK (("agreements"."voided_at" is null) = ("agreements"."void_reason" is null) and ("agreements"."voided_at" is null or "agreements"."status" = 'voided'));