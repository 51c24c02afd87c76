ALTER TABLE "agreements" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "test_owner_id" bigint;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "agreements_owner_external_id_idx" ON "agreements" USING btree ("owner_id","external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE INDEX "agreements_company_external_id_idx" ON "agreements" USING btree ("company_id","external_id") WHERE external_id is not null and company_id is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_test_owner_idx" ON "outbox_messages" USING btree ("test_owner_id","created_at") WHERE test_owner_id is not null;--> statement-breakpoint
CREATE INDEX "templates_owner_external_id_idx" ON "templates" USING btree ("owner_id","external_id") WHERE external_id is not null;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_mode_check" CHECK ("api_keys"."mode" in ('live', 'test'));