CREATE TABLE "recent_visits" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_visits_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "unfair_price_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"variety_id" integer NOT NULL,
	"user_id" integer,
	"price_rial" bigint,
	"url" text,
	"description" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variety_price_log" (
	"variety_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_main_rial" bigint NOT NULL,
	"price_off_rial" bigint NOT NULL,
	CONSTRAINT "variety_price_log_variety_id_changed_at_pk" PRIMARY KEY("variety_id","changed_at")
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "oauth_identities_partner_subject_unique" UNIQUE("partner","subject")
);
--> statement-breakpoint
ALTER TABLE "recent_visits" ADD CONSTRAINT "recent_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_visits" ADD CONSTRAINT "recent_visits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfair_price_reports" ADD CONSTRAINT "unfair_price_reports_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfair_price_reports" ADD CONSTRAINT "unfair_price_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variety_price_log" ADD CONSTRAINT "variety_price_log_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_visits_user_idx" ON "recent_visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "unfair_price_reports_variety_idx" ON "unfair_price_reports" USING btree ("variety_id","created_at");--> statement-breakpoint
CREATE INDEX "oauth_identities_user_idx" ON "oauth_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ((translate("name", 'آاأإبپتثجچحخدذرزژسشصضطظعغفقکكگلمنوؤهةیيئ۰۱۲۳۴۵۶۷۸۹‌', '0123456789') collate "C"),"id") WHERE "products"."status" = 1;