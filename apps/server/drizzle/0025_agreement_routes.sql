ALTER TABLE "agreement_recipients" DROP CONSTRAINT "agreement_recipients_role_check";--> statement-breakpoint
ALTER TABLE "agreement_recipients" DROP CONSTRAINT "agreement_recipients_status_check";--> statement-breakpoint
ALTER TABLE "agreement_recipients" DROP CONSTRAINT "agreement_recipients_signed_check";--> statement-breakpoint
ALTER TABLE "agreement_recipients" DROP CONSTRAINT "agreement_recipients_viewer_check";--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "step" integer;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "group_mode" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "copy_at_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Agreements made before routes (issue 33) take the steps their signing-order switch meant:
-- one step per signer in list order when it was on, one step for all signers when it was off.
UPDATE "agreement_recipients" AS r SET "step" = CASE WHEN a."signing_order" THEN (
  SELECT count(*) FROM "agreement_recipients" AS p
  WHERE p."agreement_id" = r."agreement_id" AND p."role" = 'signer' AND p."position" <= r."position"
) ELSE 1 END
FROM "agreements" AS a WHERE a."id" = r."agreement_id" AND r."role" = 'signer';--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_step_check" CHECK (("agreement_recipients"."step" is null) = ("agreement_recipients"."role" in ('viewer', 'copy')) and ("agreement_recipients"."step" is null or "agreement_recipients"."step" >= 1));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_group_mode_check" CHECK ("agreement_recipients"."group_mode" in ('all', 'any'));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_approved_check" CHECK ("agreement_recipients"."status" <> 'approved' or "agreement_recipients"."role" = 'approver');--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_released_check" CHECK (("agreement_recipients"."status" = 'released') = ("agreement_recipients"."released_at" is not null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_role_check" CHECK ("agreement_recipients"."role" in ('signer', 'viewer', 'approver', 'copy', 'filler'));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_status_check" CHECK ("agreement_recipients"."status" in ('pending', 'invited', 'viewed', 'signed', 'declined', 'approved', 'released'));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_signed_check" CHECK (("agreement_recipients"."status" in ('signed', 'approved')) = ("agreement_recipients"."signed_at" is not null));--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_viewer_check" CHECK ("agreement_recipients"."role" in ('signer', 'approver', 'filler') or ("agreement_recipients"."signed_at" is null and "agreement_recipients"."declined_at" is null));