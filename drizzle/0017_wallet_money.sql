CREATE TABLE "payment_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"order_id" integer,
	"decision" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sheba" text NOT NULL,
	"bank_code" text NOT NULL,
	"card_number" text,
	"owner_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_sheba_check" CHECK ("bank_accounts"."sheba" ~ '^IR[0-9]{24}$')
);
--> statement-breakpoint
CREATE TABLE "coin_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"earn_multiplier" integer DEFAULT 1 NOT NULL,
	"rate_change_rial" bigint NOT NULL,
	CONSTRAINT "coin_campaigns_check" CHECK ("coin_campaigns"."ends_at" > "coin_campaigns"."starts_at" and "coin_campaigns"."earn_multiplier" >= 1 and "coin_campaigns"."rate_change_rial" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_rial" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"transfer_ref" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_check" CHECK ("payout_requests"."amount_rial" > 0 and "payout_requests"."state" in ('pending', 'paid', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coin_rate_rial" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "callback_data" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_decisions_attempt_idx" ON "payment_decisions" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_decisions_created_idx" ON "payment_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_sheba_idx" ON "bank_accounts" USING btree ("user_id","sheba") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_default_idx" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_default" and "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "coin_campaigns_window_idx" ON "coin_campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "payout_requests_user_idx" ON "payout_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payout_requests_pending_idx" ON "payout_requests" USING btree ("created_at") WHERE "payout_requests"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payout_requests_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_campaign_id_coin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_top_up_idx" ON "ledger_entries" USING btree ("attempt_id") WHERE "ledger_entries"."reason" = 'topUp';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id","reason");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_purpose_check" CHECK (("payment_attempts"."purpose" = 'order') = ("payment_attempts"."order_id" is not null) and "payment_attempts"."purpose" in ('order', 'topUp'));