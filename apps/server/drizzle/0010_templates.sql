-- Templates (issue 14): a template, its published versions, and the columns agreements need to carry
-- roles, prefilled and read-only fields, and the version an agreement was made from.
CREATE TABLE "template_versions" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"template_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"agreement_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_number_key" UNIQUE("template_id","number"),
	CONSTRAINT "template_versions_agreement_id_key" UNIQUE("agreement_id"),
	CONSTRAINT "template_versions_number_check" CHECK ("template_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"draft_agreement_id" bigint NOT NULL,
	"ready_made_key" text,
	"public_token" text,
	"public_enabled" boolean DEFAULT false NOT NULL,
	"public_daily_limit" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_owner_ready_made_key" UNIQUE("owner_id","ready_made_key"),
	CONSTRAINT "templates_public_token_key" UNIQUE("public_token"),
	CONSTRAINT "templates_draft_agreement_id_key" UNIQUE("draft_agreement_id"),
	CONSTRAINT "templates_public_check" CHECK (not "templates"."public_enabled" or "templates"."public_token" is not null),
	CONSTRAINT "templates_public_daily_limit_check" CHECK ("templates"."public_daily_limit" is null or "templates"."public_daily_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "default_value" text;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "role_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "purpose" text DEFAULT 'agreement' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "template_version_id" bigint;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_draft_agreement_id_agreements_id_fk" FOREIGN KEY ("draft_agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_owner_live_idx" ON "templates" USING btree ("owner_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_template_version_id_idx" ON "agreements" USING btree ("template_version_id") WHERE template_version_id is not null;--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_default_kind_check" CHECK ("agreement_fields"."default_value" is null or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed'));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_read_only_check" CHECK (not "agreement_fields"."read_only" or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed'));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_purpose_check" CHECK ("agreements"."purpose" in ('agreement', 'template', 'template_version'));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_template_status_check" CHECK ("agreements"."purpose" = 'agreement' or ("agreements"."status" = 'draft' and "agreements"."deleted_at" is null));