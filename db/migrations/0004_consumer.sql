CREATE TABLE "consumer_drafts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"product" text NOT NULL,
	"flame_user_id" uuid,
	"locale" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"people" jsonb NOT NULL,
	"own_answers" jsonb NOT NULL,
	"partner_rated_answers" jsonb,
	"partner_self_answers" jsonb,
	"questionnaire_id" uuid,
	"result" jsonb NOT NULL,
	"reports" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invite_token" text,
	"unlocked_at" timestamp with time zone,
	"unlocked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "love_pair_unlocks" (
	"owner_id" uuid NOT NULL,
	"profile_low" uuid NOT NULL,
	"profile_high" uuid NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	"unlocked_by" text NOT NULL,
	"reports" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "love_pair_unlocks_owner_id_profile_low_profile_high_pk" PRIMARY KEY("owner_id","profile_low","profile_high")
);
--> statement-breakpoint
CREATE TABLE "result_links" (
	"token" text PRIMARY KEY NOT NULL,
	"result_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "couple_results" ADD CONSTRAINT "couple_results_flame_user_id_flame_users_id_fk" FOREIGN KEY ("flame_user_id") REFERENCES "public"."flame_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "love_pair_unlocks" ADD CONSTRAINT "love_pair_unlocks_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_links" ADD CONSTRAINT "result_links_result_id_couple_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."couple_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_drafts_expires_idx" ON "consumer_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_results_key_idx" ON "couple_results" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_results_invite_idx" ON "couple_results" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "couple_results_flame_user_idx" ON "couple_results" USING btree ("flame_user_id","created_at");--> statement-breakpoint
CREATE INDEX "result_links_result_idx" ON "result_links" USING btree ("result_id");