CREATE TABLE "company_seal_events" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"company_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"seal_id" bigint,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_seal_grants" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"seal_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"right" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"template_ids" bigint[],
	"granted_by" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seal_grants_right_check" CHECK ("company_seal_grants"."right" in ('use', 'approve')),
	CONSTRAINT "company_seal_grants_validity_check" CHECK ("company_seal_grants"."valid_until" > "company_seal_grants"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "company_seal_requests" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"company_id" bigint NOT NULL,
	"seal_id" bigint NOT NULL,
	"agreement_id" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	"documents_sha256" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seal_requests_status_check" CHECK ("company_seal_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "company_seal_requests_decided_check" CHECK (("company_seal_requests"."status" in ('approved', 'rejected')) = ("company_seal_requests"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_seal_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"official_needs_approval" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_seal_uses" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"agreement_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"company_id" bigint,
	"party_name" text NOT NULL,
	"seal_id" bigint,
	"seal_version" integer,
	"seal_kind" text,
	"face_key" text NOT NULL,
	"face_sha256" text NOT NULL,
	"face_source" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"verified" boolean NOT NULL,
	"grant_id" bigint,
	"request_id" bigint,
	"user_id" bigint,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"code_checked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seal_uses_verified_check" CHECK (not "company_seal_uses"."verified" or "company_seal_uses"."code_checked_at" is not null),
	CONSTRAINT "company_seal_uses_authority_check" CHECK (not "company_seal_uses"."verified" or ("company_seal_uses"."grant_id" is not null) <> ("company_seal_uses"."request_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_seal_versions" (
	"seal_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"spec" jsonb,
	"face_key" text NOT NULL,
	"face_sha256" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seal_versions_seal_id_version_pk" PRIMARY KEY("seal_id","version"),
	CONSTRAINT "company_seal_versions_source_check" CHECK ("company_seal_versions"."source" in ('generated', 'uploaded'))
);
--> statement-breakpoint
CREATE TABLE "company_seals" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seals_kind_check" CHECK ("company_seals"."kind" in ('official', 'contract', 'finance', 'hr', 'legal_rep', 'other')),
	CONSTRAINT "company_seals_status_check" CHECK ("company_seals"."status" in ('active', 'suspended', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_type_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_default_kind_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" DROP CONSTRAINT "agreement_fields_read_only_check";--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD COLUMN "seal_kind" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "party_name" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "cross_page_seal" jsonb;--> statement-breakpoint
ALTER TABLE "company_seal_events" ADD CONSTRAINT "company_seal_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_grants" ADD CONSTRAINT "company_seal_grants_seal_id_company_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."company_seals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_grants" ADD CONSTRAINT "company_seal_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_grants" ADD CONSTRAINT "company_seal_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_requests" ADD CONSTRAINT "company_seal_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_requests" ADD CONSTRAINT "company_seal_requests_seal_id_company_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."company_seals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_requests" ADD CONSTRAINT "company_seal_requests_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_requests" ADD CONSTRAINT "company_seal_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_requests" ADD CONSTRAINT "company_seal_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_settings" ADD CONSTRAINT "company_seal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_uses" ADD CONSTRAINT "company_seal_uses_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_uses" ADD CONSTRAINT "company_seal_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_uses" ADD CONSTRAINT "company_seal_uses_seal_id_company_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."company_seals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_uses" ADD CONSTRAINT "company_seal_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_uses" ADD CONSTRAINT "company_seal_uses_recipient_fk" FOREIGN KEY ("agreement_id","recipient_id") REFERENCES "public"."agreement_recipients"("agreement_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_versions" ADD CONSTRAINT "company_seal_versions_seal_id_company_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."company_seals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seal_versions" ADD CONSTRAINT "company_seal_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_seal_events_seq_key" ON "company_seal_events" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "company_seal_grants_user_idx" ON "company_seal_grants" USING btree ("user_id","seal_id");--> statement-breakpoint
CREATE INDEX "company_seal_grants_seal_idx" ON "company_seal_grants" USING btree ("seal_id");--> statement-breakpoint
CREATE INDEX "company_seal_requests_company_idx" ON "company_seal_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_seal_requests_requester_idx" ON "company_seal_requests" USING btree ("requester_id","agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_seal_requests_open_key" ON "company_seal_requests" USING btree ("seal_id","agreement_id","requester_id") WHERE "company_seal_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "company_seal_uses_recipient_key" ON "company_seal_uses" USING btree ("agreement_id","recipient_id");--> statement-breakpoint
CREATE INDEX "company_seals_company_idx" ON "company_seals" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_seal_kind_check" CHECK ("agreement_fields"."seal_kind" is null or "agreement_fields"."type" = 'company_seal');--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_type_check" CHECK ("agreement_fields"."type" in ('signature', 'initials', 'date_signed', 'name', 'email', 'text', 'checkbox', 'company_seal'));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_default_kind_check" CHECK ("agreement_fields"."default_value" is null or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed', 'company_seal'));--> statement-breakpoint
ALTER TABLE "agreement_fields" ADD CONSTRAINT "agreement_fields_read_only_check" CHECK (not "agreement_fields"."read_only" or "agreement_fields"."type" not in ('signature', 'initials', 'date_signed', 'company_seal'));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_cross_page_check" CHECK ("agreement_recipients"."cross_page_seal" is null or "agreement_recipients"."party_name" is not null);