CREATE INDEX "owners_product_created_id_idx" ON "owners" USING btree ("product","created_at","id");--> statement-breakpoint
CREATE INDEX "owners_product_visit_id_idx" ON "owners" USING btree ("product","last_visit_at","id");--> statement-breakpoint
CREATE INDEX "owners_product_email_id_idx" ON "owners" USING btree ("product","email","id");--> statement-breakpoint
CREATE INDEX "profiles_created_id_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_updated_id_idx" ON "profiles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "profiles_completed_id_idx" ON "profiles" USING btree ("completed_at","id");--> statement-breakpoint
CREATE INDEX "couple_results_created_id_idx" ON "couple_results" USING btree ("created_at","id");