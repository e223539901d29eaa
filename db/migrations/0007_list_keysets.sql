DROP INDEX "scenes_owner_idx";--> statement-breakpoint
DROP INDEX "estimator_assignments_estimator_idx";--> statement-breakpoint
CREATE INDEX "profiles_owner_created_id_idx" ON "profiles" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_owner_updated_id_idx" ON "profiles" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "profiles_owner_name_idx" ON "profiles" USING btree ("owner_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "estimator_assignments_assigned_id_idx" ON "estimator_assignments" USING btree ("estimator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scenes_owner_idx" ON "scenes" USING btree ("owner_id","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "estimator_assignments_estimator_idx" ON "estimator_assignments" USING btree ("estimator_id","updated_at","id");