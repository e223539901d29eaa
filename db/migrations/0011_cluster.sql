CREATE TABLE "instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scene_runs" ADD COLUMN "instance_id" text;--> statement-breakpoint
ALTER TABLE "run_slots" ADD CONSTRAINT "run_slots_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_slots_owner_idx" ON "run_slots" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "scene_runs_running_idx" ON "scene_runs" USING btree ("instance_id") WHERE status = 'running';