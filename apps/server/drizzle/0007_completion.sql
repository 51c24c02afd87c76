CREATE TABLE "agreement_completions" (
	"agreement_id" bigint PRIMARY KEY NOT NULL,
	"attempt" text,
	"attempt_started_at" timestamp with time zone,
	"final_key" text,
	"final_size" bigint,
	"final_sha256" text,
	"sealed_at" timestamp with time zone,
	"seal_cert_sha256" text,
	"timestamped_at" timestamp with time zone,
	"failure_reason" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_completions_final_check" CHECK (("agreement_completions"."final_key" is null) = ("agreement_completions"."final_sha256" is null) and ("agreement_completions"."final_key" is null) = ("agreement_completions"."sealed_at" is null) and ("agreement_completions"."final_key" is null) = ("agreement_completions"."final_size" is null) and ("agreement_completions"."final_key" is null) = ("agreement_completions"."seal_cert_sha256" is null)),
	CONSTRAINT "agreement_completions_failure_check" CHECK (("agreement_completions"."failure_reason" is null) = ("agreement_completions"."failed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "seal_identities" (
	"name" text PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"cert_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_completions" ADD CONSTRAINT "agreement_completions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_completions_final_sha256_idx" ON "agreement_completions" USING btree ("final_sha256");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): an agreement becomes 'completed' only
-- together with its sealed file's key and SHA-256, checked at commit.
CREATE FUNCTION "agreements_completed_has_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'completed' AND NOT EXISTS (
		SELECT 1 FROM "agreement_completions" c WHERE c."agreement_id" = NEW."id" AND c."final_key" IS NOT NULL
	) THEN
		RAISE EXCEPTION 'agreement % cannot be completed without a sealed file', NEW."id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agreements_completed_has_final_trigger" AFTER INSERT OR UPDATE OF "status" ON "agreements"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agreements_completed_has_final"();
