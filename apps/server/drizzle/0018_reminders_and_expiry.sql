ALTER TABLE "agreements" DROP CONSTRAINT "agreements_status_check";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "reminders" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_defaults" jsonb DEFAULT '{"afterDays":3,"everyDays":3,"maxCount":3}'::jsonb;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_expired_check" CHECK ("agreements"."status" <> 'expired' or ("agreements"."expired_at" is not null and "agreements"."expires_at" is not null));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('draft', 'updating', 'waiting', 'completed', 'failed', 'declined', 'voided', 'expired'));