ALTER TABLE "payment_attempts" ADD COLUMN "paid_rial" bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reconcile_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "next_try_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_due_idx" ON "payment_attempts" USING btree ("next_try_at") WHERE "payment_attempts"."status" in (2, 5) or "payment_attempts"."reversal" = 'unknown';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_reversal_check" CHECK ("payment_attempts"."reversal" is null or "payment_attempts"."reversal" in ('unknown', 'reversed', 'credited'));