CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locked_uploads" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"owner_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locked_uploads" ADD CONSTRAINT "locked_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_owner_id_id_idx" ON "documents" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "locked_uploads_expires_at_idx" ON "locked_uploads" USING btree ("expires_at");