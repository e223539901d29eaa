CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"administrator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimator_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimator_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"estimate_status" text DEFAULT 'none' NOT NULL,
	"skip_status" text DEFAULT 'none' NOT NULL,
	"grade" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"grade_precise" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "final_score_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "final_score_precise_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_assignments" ADD CONSTRAINT "estimator_assignments_estimator_id_estimators_id_fk" FOREIGN KEY ("estimator_id") REFERENCES "public"."estimators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_assignments" ADD CONSTRAINT "estimator_assignments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "estimator_assignments_profile_key" ON "estimator_assignments" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "estimator_assignments_estimator_idx" ON "estimator_assignments" USING btree ("estimator_id","updated_at");