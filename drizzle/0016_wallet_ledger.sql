CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"attempt_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_balance_check" CHECK ("ledger_entries"."balance_after" >= 0 and "ledger_entries"."amount" <> 0 and "ledger_entries"."seq" > 0),
	CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" in ('rial', 'coin'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_seq_idx" ON "ledger_entries" USING btree ("user_id","currency","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "coin_credit";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "balance_rial";--> statement-breakpoint
-- Refunds recorded before the ledger (channel 'owed') are paid into the shoppers' balances, in the order they were recorded.
INSERT INTO "ledger_entries" ("user_id", "currency", "seq", "amount", "balance_after", "reason", "order_id", "refund_id", "attempt_id", "note", "created_at")
SELECT "user_id", 'rial', row_number() OVER w, "amount_rial", sum("amount_rial") OVER w, 'refund', "order_id", "id", "attempt_id", 'بازگشت وجه: ' || "reason", "created_at"
FROM "refunds" WHERE "channel" = 'owed' AND "amount_rial" > 0
WINDOW w AS (PARTITION BY "user_id" ORDER BY "id");--> statement-breakpoint
UPDATE "refunds" SET "channel" = 'balance' WHERE "channel" = 'owed';
