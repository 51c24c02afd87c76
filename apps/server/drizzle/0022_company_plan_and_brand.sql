-- Issue 32: a company's plan, seats, signature count and look (logo, accent colour), and licence codes that carry seats.
ALTER TABLE "licence_codes" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_id" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "signatures_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_seats_check" CHECK ("licence_codes"."seats" is null or ("licence_codes"."seats" >= 1 and "licence_codes"."plan_id" = 'enterprise'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_check" CHECK ("companies"."plan_id" in ('free', 'enterprise') and "companies"."seats" >= 0);