CREATE TABLE "neuronet_artifacts" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"document" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neuronet_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hyper_parameters" jsonb NOT NULL,
	"artifact_key" uuid,
	"source" text,
	"encoding" text,
	"training_set_size" integer,
	"test_set_size" integer,
	"metrics" jsonb,
	"progress" jsonb,
	"failure" text,
	"cancel_requested_at" timestamp with time zone,
	"training_started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"trained_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neuronet_predictions" (
	"model_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"prediction" jsonb NOT NULL,
	"predicted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "neuronet_predictions_model_id_profile_id_pk" PRIMARY KEY("model_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "neuronet_artifacts" ADD CONSTRAINT "neuronet_artifacts_model_id_neuronet_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."neuronet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuronet_models" ADD CONSTRAINT "neuronet_models_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuronet_predictions" ADD CONSTRAINT "neuronet_predictions_model_id_neuronet_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."neuronet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuronet_predictions" ADD CONSTRAINT "neuronet_predictions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "neuronet_artifacts_model_idx" ON "neuronet_artifacts" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "neuronet_models_one_published" ON "neuronet_models" USING btree ("published") WHERE "neuronet_models"."published";--> statement-breakpoint
CREATE INDEX "neuronet_models_created_idx" ON "neuronet_models" USING btree ("created_at");