CREATE TABLE "wholesale_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"co_name" text NOT NULL,
	"order_quantity" integer NOT NULL,
	"target_price_rial" bigint,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wholesale_inquiries" ADD CONSTRAINT "wholesale_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_inquiries" ADD CONSTRAINT "wholesale_inquiries_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wholesale_inquiries_user_idx" ON "wholesale_inquiries" USING btree ("user_id","id");