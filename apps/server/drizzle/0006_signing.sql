CREATE TABLE "signer_sessions" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signer_sessions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "signer_sessions_expiry_check" CHECK ("signer_sessions"."expires_at" > "signer_sessions"."created_at")
);
--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "image_sha256" text;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "delivery_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_notice_id_agreement_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."agreement_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_recipient_fk" FOREIGN KEY ("agreement_id","recipient_id") REFERENCES "public"."agreement_recipients"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signer_sessions_recipient_id_idx" ON "signer_sessions" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "agreement_notices_mail_job_id_idx" ON "agreement_notices" USING btree ("mail_job_id");--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_image_check" CHECK (("agreement_fields"."image_key" is null) = ("agreement_fields"."image_sha256" is null));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_value_kind_check" CHECK (case when "agreement_fields"."type" in ('signature', 'initials') then "agreement_fields"."value" is null else "agreement_fields"."image_key" is null end);--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_filled_check" CHECK (("agreement_fields"."filled_at" is null) = ("agreement_fields"."value" is null and "agreement_fields"."image_key" is null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_status_check" CHECK ("agreement_recipients"."status" in ('pending', 'invited', 'viewed', 'signed', 'declined'));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_signed_check" CHECK (("agreement_recipients"."status" = 'signed') = ("agreement_recipients"."signed_at" is not null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_declined_check" CHECK (("agreement_recipients"."status" = 'declined') = ("agreement_recipients"."declined_at" is not null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_decline_reason_check" CHECK (("agreement_recipients"."declined_at" is null) = ("agreement_recipients"."decline_reason" is null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_signed_or_declined_check" CHECK ("agreement_recipients"."signed_at" is null or "agreement_recipients"."declined_at" is null);--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_viewer_check" CHECK ("agreement_recipients"."role" = 'signer' or ("agreement_recipients"."signed_at" is null and "agreement_recipients"."declined_at" is null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_consent_check" CHECK (("agreement_recipients"."consent_at" is null) = ("agreement_recipients"."consent_text_version" is null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_signed_consent_check" CHECK ("agreement_recipients"."signed_at" is null or "agreement_recipients"."consent_at" is not null);