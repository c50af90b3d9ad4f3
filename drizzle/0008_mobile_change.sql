ALTER TABLE "users" ADD COLUMN "previous_mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_changed_at" timestamp with time zone;