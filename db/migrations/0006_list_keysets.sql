DROP INDEX "scenes_owner_idx";--> statement-breakpoint
CREATE INDEX "profiles_owner_created_id_idx" ON "profiles" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_owner_updated_id_idx" ON "profiles" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "profiles_owner_name_idx" ON "profiles" USING btree ("owner_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "scenes_owner_idx" ON "scenes" USING btree ("owner_id","kind","updated_at","id");