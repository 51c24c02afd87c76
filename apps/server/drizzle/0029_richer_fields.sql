CREATE TABLE "signer_attachments" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_attachments_type_check" CHECK ("signer_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "signer_attachments_size_check" CHECK ("signer_attachments"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_type_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_value_kind_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_default_kind_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_read_only_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "help_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "validation" jsonb;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "show_if" jsonb;--> statement-breakpoint
ALTER TABLE "signer_attachments" ADD CONSTRAINT "signer_attachments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_attachments" ADD CONSTRAINT "signer_attachments_field_id_agreement_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."agreement_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_attachments" ADD CONSTRAINT "signer_attachments_recipient_fk" FOREIGN KEY ("agreement_id","recipient_id") REFERENCES "public"."agreement_recipients"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signer_attachments_agreement_id_idx" ON "signer_attachments" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "signer_attachments_field_id_idx" ON "signer_attachments" USING btree ("field_id");--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_key_unique" UNIQUE("agreement_id","key");--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_type_check" CHECK ("agreement_fields"."type" in ('signature', 'initials', 'date_signed', 'name', 'email', 'text', 'checkbox', 'company_seal', 'number', 'date', 'dropdown', 'radio', 'phone', 'textarea', 'attachment', 'stamp', 'label'));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_value_kind_check" CHECK (case when "agreement_fields"."type" in ('signature', 'initials', 'stamp') then "agreement_fields"."value" is null else "agreement_fields"."image_key" is null end);--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_default_kind_check" CHECK ("agreement_fields"."default_value" is null or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed', 'company_seal', 'attachment', 'stamp'));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_read_only_check" CHECK (not "agreement_fields"."read_only" or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed', 'company_seal', 'attachment', 'stamp'));