ALTER TABLE "orders" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_provider" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_customer_ref" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_subscription_ref" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_subscription_key" ON "companies" USING btree ("billing_provider","billing_subscription_ref");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('purchase', 'renewal'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seats_check" CHECK ("orders"."seats" is null or "orders"."seats" >= 1);