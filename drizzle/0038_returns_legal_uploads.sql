CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_legals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"company_name_en" text,
	"company_type" smallint NOT NULL,
	"legal_national_id" text NOT NULL,
	"economic_code" text,
	"registration_code" text,
	"is_tax" boolean DEFAULT false NOT NULL,
	"tax_date" date,
	"phone" text,
	"postal_code" text,
	"address" text,
	"gazette_path" text,
	"tax_certificate_path" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_uploads_kind_idx" UNIQUE("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "back_request_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"back_request_id" integer NOT NULL,
	"barcode" text,
	"image_path" text,
	"image_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"back_request_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"back_request_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"count" integer NOT NULL,
	"reason_id" integer,
	"description" text,
	"image_path" text,
	"image_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "back_request_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"dispatch_id" integer NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"staff_note" text,
	"cancel_reason" text,
	"refund_rial" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_id" integer;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_legals" ADD CONSTRAINT "user_legals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_uploads" ADD CONSTRAINT "user_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_request_documents" ADD CONSTRAINT "back_request_documents_back_request_id_back_requests_id_fk" FOREIGN KEY ("back_request_id") REFERENCES "public"."back_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_request_events" ADD CONSTRAINT "back_request_events_back_request_id_back_requests_id_fk" FOREIGN KEY ("back_request_id") REFERENCES "public"."back_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_request_items" ADD CONSTRAINT "back_request_items_back_request_id_back_requests_id_fk" FOREIGN KEY ("back_request_id") REFERENCES "public"."back_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_request_items" ADD CONSTRAINT "back_request_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_request_items" ADD CONSTRAINT "back_request_items_reason_id_back_request_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."back_request_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_requests" ADD CONSTRAINT "back_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_requests" ADD CONSTRAINT "back_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_requests" ADD CONSTRAINT "back_requests_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_requests" ADD CONSTRAINT "back_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_legals_user_idx" ON "user_legals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "back_request_documents_request_idx" ON "back_request_documents" USING btree ("back_request_id");--> statement-breakpoint
CREATE INDEX "back_request_events_request_idx" ON "back_request_events" USING btree ("back_request_id","id");--> statement-breakpoint
CREATE INDEX "back_request_items_request_idx" ON "back_request_items" USING btree ("back_request_id");--> statement-breakpoint
CREATE INDEX "back_request_items_line_idx" ON "back_request_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "back_requests_user_idx" ON "back_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "back_requests_dispatch_idx" ON "back_requests" USING btree ("dispatch_id");--> statement-breakpoint
CREATE INDEX "back_requests_status_idx" ON "back_requests" USING btree ("status","id");--> statement-breakpoint
INSERT INTO "back_request_reasons" ("title", "sort") VALUES
  ('کالا آسیب دیده یا معیوب است', 1),
  ('کالای ارسالی با سفارش مغایرت دارد', 2),
  ('کالا با توضیحات و تصاویر سایت مطابقت ندارد', 3),
  ('کسری قطعات یا لوازم همراه', 4),
  ('اصالت کالا مورد تردید است', 5),
  ('از خرید منصرف شده‌ام', 6);
