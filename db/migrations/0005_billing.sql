CREATE TABLE "payment_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" text NOT NULL,
	"owner_id" uuid,
	"result_id" uuid,
	"plan_code" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'INITIAL' NOT NULL,
	"owner_id" uuid,
	"subject" text NOT NULL,
	"result_id" uuid,
	"email" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"price_key" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_seats" (
	"plan_code" text PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_previous_plan" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "subscription_source" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_result_id_couple_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."couple_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_analytics_at_idx" ON "payment_analytics" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paid_idx" ON "payments" USING btree ("kind","subject") WHERE status = 'PAID';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_idx" ON "payments" USING btree ("kind","subject") WHERE status = 'INITIAL';--> statement-breakpoint
CREATE INDEX "payments_owner_idx" ON "payments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_stripe_customer_key" ON "owners" USING btree ("stripe_customer_id");