CREATE TABLE "profile_attachments" (
	"owner_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_attachments_owner_id_profile_id_pk" PRIMARY KEY("owner_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" text DEFAULT 'profile' NOT NULL,
	"questionnaire_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"position" text,
	"age" integer,
	"gender" text,
	"birth_date" date,
	"partner_first_name" text,
	"partner_birth_date" date,
	"permalink" text NOT NULL,
	"share_link" text,
	"avatar_name" text,
	"status" text DEFAULT 'ack_q' NOT NULL,
	"is_short" boolean DEFAULT false NOT NULL,
	"hide_details" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"big_five" jsonb,
	"experience_years" real,
	"final_score" jsonb,
	"final_score_precise" jsonb,
	"invitation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"definition" jsonb NOT NULL,
	"data_source" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_permalink_key" ON "profiles" USING btree ("permalink");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_share_link_key" ON "profiles" USING btree ("share_link");--> statement-breakpoint
CREATE INDEX "profiles_owner_idx" ON "profiles" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_kind_version_key" ON "questionnaires" USING btree ("kind","version");