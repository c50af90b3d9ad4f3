DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
CREATE INDEX "products_sort_viewed_idx" ON "products" USING btree ("in_stock","view_count","id");--> statement-breakpoint
CREATE INDEX "products_sort_newest_idx" ON "products" USING btree ("in_stock","created_at","id");--> statement-breakpoint
CREATE INDEX "products_sort_selling_idx" ON "products" USING btree ("in_stock","sales_count","id");--> statement-breakpoint
CREATE INDEX "products_sort_price_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"card_price_rial","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sort_price_desc_idx" ON "products" USING btree ("in_stock","card_price_rial","id");--> statement-breakpoint
CREATE INDEX "products_sort_discount_idx" ON "products" USING btree ("in_stock","card_discount","id");