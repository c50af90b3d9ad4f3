CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_rial" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"delivery_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"plaque" text NOT NULL,
	"unit" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"day" date NOT NULL,
	"window" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slots_taken_check" CHECK ("delivery_slots"."taken" >= 0 and "delivery_slots"."taken" <= "delivery_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "order_dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"seller_id" integer,
	"seller_name" text NOT NULL,
	"slot_id" integer,
	"delivery_day" date NOT NULL,
	"delivery_from" timestamp with time zone NOT NULL,
	"delivery_to" timestamp with time zone NOT NULL,
	"send_status" smallint DEFAULT 1 NOT NULL,
	"send_cost_rial" bigint NOT NULL,
	"barcode" text,
	"cancel_reason_id" smallint,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_dispatches_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dispatch_id" integer,
	"field" text NOT NULL,
	"from_value" smallint,
	"to_value" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dispatch_id" integer NOT NULL,
	"variety_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"color_name" text,
	"guarantee_name" text,
	"count" integer NOT NULL,
	"price_main_rial" bigint NOT NULL,
	"price_rial" bigint NOT NULL,
	"promotion_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_status" smallint DEFAULT 1 NOT NULL,
	"stock_state" smallint DEFAULT 1 NOT NULL,
	"hold_until" timestamp with time zone,
	"address_id" integer,
	"city_id" integer NOT NULL,
	"ship_to" jsonb NOT NULL,
	"price_main_rial" bigint NOT NULL,
	"goods_rial" bigint NOT NULL,
	"discount_code_rial" bigint DEFAULT 0 NOT NULL,
	"send_cost_rial" bigint NOT NULL,
	"total_rial" bigint NOT NULL,
	"tendered_rial" bigint DEFAULT 0 NOT NULL,
	"payable_rial" bigint NOT NULL,
	"paid_rial" bigint DEFAULT 0 NOT NULL,
	"coins_earned" integer DEFAULT 0 NOT NULL,
	"discount_code_id" integer,
	"gift_card_id" integer,
	"cancel_reason_id" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."payable_rial" >= 0 and "orders"."tendered_rial" >= 0 and "orders"."paid_rial" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispatch_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"place" text
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"authority" text,
	"payment_url" text,
	"ref_id" text,
	"card_pan" text,
	"card_hash" text,
	"gateway_message" text,
	"verifying_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"dispatch_id" integer,
	"attempt_id" integer,
	"amount_rial" bigint NOT NULL,
	"channel" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"amount_rial" bigint NOT NULL,
	"callback_url" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "discount_usages" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD CONSTRAINT "order_dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD CONSTRAINT "order_dispatches_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_dispatch_id_order_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."order_dispatches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "places_search_idx" ON "places" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_uses_order_idx" ON "gift_card_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_main_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_city_day_window_idx" ON "delivery_slots" USING btree ("city_id","day","window");--> statement-breakpoint
CREATE UNIQUE INDEX "order_dispatches_key_idx" ON "order_dispatches" USING btree ("order_id","key");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_dispatch_idx" ON "order_lines" USING btree ("dispatch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."stock_state" = 1;--> statement-breakpoint
CREATE INDEX "tracking_events_dispatch_idx" ON "tracking_events" USING btree ("dispatch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_authority_idx" ON "payment_attempts" USING btree ("gateway","authority");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_ref_idx" ON "payment_attempts" USING btree ("gateway","ref_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_waiting_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 2;--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");