CREATE TABLE "user_signatures" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"image_key" text NOT NULL,
	"image_sha256" text NOT NULL,
	"made_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_signatures_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "user_signatures_kind_check" CHECK ("user_signatures"."kind" in ('signature', 'initials')),
	CONSTRAINT "user_signatures_made_by_check" CHECK ("user_signatures"."made_by" in ('draw', 'type', 'upload'))
);
--> statement-breakpoint
ALTER TABLE "user_signatures" ADD CONSTRAINT "user_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;