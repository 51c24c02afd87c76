-- The recipient's language (issue 6 point 1): learnt from the browser that opens their link or signs;
-- null until then, when their mails fall back to the sender's language.
ALTER TABLE "agreement_recipients" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "agreement_recipients" ADD CONSTRAINT "agreement_recipients_locale_check" CHECK ("agreement_recipients"."locale" in ('en-US', 'zh-CN'));