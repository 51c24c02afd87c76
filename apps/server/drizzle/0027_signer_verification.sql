ALTER TABLE "agreement_recipients" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "phone" text;