CREATE TABLE "final_documents" (
	"agreement_id" bigint NOT NULL,
	"agreement_document_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "final_documents" ADD CONSTRAINT "final_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_documents" ADD CONSTRAINT "final_documents_agreement_document_id_agreement_documents_id_fk" FOREIGN KEY ("agreement_document_id") REFERENCES "public"."agreement_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "final_documents_document_idx" ON "final_documents" USING btree ("agreement_id","agreement_document_id");--> statement-breakpoint
CREATE INDEX "final_documents_sha256_idx" ON "final_documents" USING btree ("sha256");