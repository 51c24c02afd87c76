CREATE TABLE "agreement_documents" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"document_id" bigint,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"original_key" text NOT NULL,
	"original_file_name" text NOT NULL,
	"original_content_type" text NOT NULL,
	"original_size" bigint NOT NULL,
	"original_sha256" text NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_size" bigint NOT NULL,
	"pdf_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"page_sizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_documents_position_key" UNIQUE("agreement_id","position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "agreement_documents_agreement_id_id_key" UNIQUE("agreement_id","id"),
	CONSTRAINT "agreement_documents_document_id_key" UNIQUE("agreement_id","document_id"),
	CONSTRAINT "agreement_documents_position_check" CHECK ("agreement_documents"."position" >= 0),
	CONSTRAINT "agreement_documents_page_count_check" CHECK ("agreement_documents"."page_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "agreement_events" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" bigint,
	"recipient_id" bigint,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_fields" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"page" integer NOT NULL,
	"type" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_fields_page_check" CHECK ("agreement_fields"."page" >= 1),
	CONSTRAINT "agreement_fields_type_check" CHECK ("agreement_fields"."type" in ('signature', 'initials', 'date_signed', 'name', 'email', 'text', 'checkbox')),
	CONSTRAINT "agreement_fields_geometry_check" CHECK ("agreement_fields"."x" >= 0 and "agreement_fields"."y" >= 0 and "agreement_fields"."width" > 0 and "agreement_fields"."height" > 0 and "agreement_fields"."x" + "agreement_fields"."width" <= 1.000001 and "agreement_fields"."y" + "agreement_fields"."height" <= 1.000001),
	CONSTRAINT "agreement_fields_signature_required_check" CHECK ("agreement_fields"."type" <> 'signature' or "agreement_fields"."required")
);
--> statement-breakpoint
CREATE TABLE "agreement_notices" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"kind" text DEFAULT 'invite' NOT NULL,
	"token_hash" text NOT NULL,
	"mail_job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"delivery_failed_at" timestamp with time zone,
	"delivery_error" text,
	CONSTRAINT "agreement_notices_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agreement_recipients" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"access_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_recipients_position_key" UNIQUE("agreement_id","position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "agreement_recipients_agreement_id_id_key" UNIQUE("agreement_id","id"),
	CONSTRAINT "agreement_recipients_position_check" CHECK ("agreement_recipients"."position" >= 0),
	CONSTRAINT "agreement_recipients_role_check" CHECK ("agreement_recipients"."role" in ('signer', 'viewer')),
	CONSTRAINT "agreement_recipients_email_lower_check" CHECK ("agreement_recipients"."email" = lower("agreement_recipients"."email"))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"self_sign" boolean DEFAULT false NOT NULL,
	"signing_order" boolean DEFAULT false NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"draft_step" integer DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('draft', 'updating', 'waiting', 'completed', 'failed', 'declined', 'voided')),
	CONSTRAINT "agreements_draft_step_check" CHECK ("agreements"."draft_step" between 1 and 3),
	CONSTRAINT "agreements_sent_check" CHECK ("agreements"."status" = 'draft' or "agreements"."sent_at" is not null),
	CONSTRAINT "agreements_revision_check" CHECK ("agreements"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agreement_documents" ADD CONSTRAINT "agreement_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_documents" ADD CONSTRAINT "agreement_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_recipient_fk" FOREIGN KEY ("agreement_id","recipient_id") REFERENCES "public"."agreement_recipients"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_document_fk" FOREIGN KEY ("agreement_id","document_id") REFERENCES "public"."agreement_documents"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_notices" ADD CONSTRAINT "agreement_notices_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_notices" ADD CONSTRAINT "agreement_notices_recipient_fk" FOREIGN KEY ("agreement_id","recipient_id") REFERENCES "public"."agreement_recipients"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_documents_pdf_key_idx" ON "agreement_documents" USING btree ("pdf_key");--> statement-breakpoint
CREATE INDEX "agreement_documents_original_key_idx" ON "agreement_documents" USING btree ("original_key");--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_id_id_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE INDEX "agreement_fields_agreement_id_idx" ON "agreement_fields" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_notices_recipient_id_id_idx" ON "agreement_notices" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_id_id_idx" ON "agreements" USING btree ("owner_id","id");