-- Bulk sends of templates (issue 14 point 5): a checked file and its rows, each row sent as its own agreement.
CREATE TABLE "bulk_send_rows" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"bulk_send_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"status" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"agreement_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_send_rows_line_key" UNIQUE("bulk_send_id","line"),
	CONSTRAINT "bulk_send_rows_status_check" CHECK ("bulk_send_rows"."status" in ('invalid', 'ready', 'queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"file_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_sends_status_check" CHECK ("bulk_sends"."status" in ('checked', 'sending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_version_id_template_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."template_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_send_rows_status_idx" ON "bulk_send_rows" USING btree ("bulk_send_id","status");--> statement-breakpoint
CREATE INDEX "bulk_sends_owner_id_idx" ON "bulk_sends" USING btree ("owner_id","id");