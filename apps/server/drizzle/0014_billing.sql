CREATE TABLE "entitlements" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"licence_code_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_codes" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"code_hash" text NOT NULL,
	"plan_id" text NOT NULL,
	"period" text NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "licence_codes_period_check" CHECK ("licence_codes"."period" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'canceled')),
	CONSTRAINT "orders_period_check" CHECK ("orders"."period" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" bigint PRIMARY KEY DEFAULT signet_next_id() NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text NOT NULL,
	"ends_at" timestamp with time zone,
	"previous_plan_id" text NOT NULL,
	"previous_ends_at" timestamp with time zone,
	"entitlement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_changes_kind_check" CHECK ("plan_changes"."kind" in ('granted', 'extended', 'upgraded', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_licence_code_id_licence_codes_id_fk" FOREIGN KEY ("licence_code_id") REFERENCES "public"."licence_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_order_key" ON "entitlements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_code_key" ON "entitlements" USING btree ("licence_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_codes_hash_key" ON "licence_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_key" ON "orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id","created_at");