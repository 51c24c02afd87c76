CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"to_number" text NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_to_number_idx" ON "sms_outbox" USING btree ("to_number");