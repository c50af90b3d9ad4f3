CREATE TABLE "search_kinds" (
	"category_id" integer NOT NULL,
	"phrase" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"category_views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_kinds_category_id_phrase_pk" PRIMARY KEY("category_id","phrase")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_kinds" ADD CONSTRAINT "search_kinds_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;