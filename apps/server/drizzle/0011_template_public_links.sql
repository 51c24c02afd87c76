-- Public links of templates (issue 14 point 4): one row per use, for the audit trail and the daily cap.
CREATE TABLE "template_public_uses" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"template_id" bigint NOT NULL,
	"agreement_id" bigint NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_public_uses" ADD CONSTRAINT "template_public_uses_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_public_uses" ADD CONSTRAINT "template_public_uses_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_public_uses_template_created_idx" ON "template_public_uses" USING btree ("template_id","created_at");