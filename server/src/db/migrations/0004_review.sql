CREATE TABLE "review_log_heads" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint NOT NULL,
	"card_id" text NOT NULL,
	"word_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"elapsed_days" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_logs_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"desired_retention" double precision NOT NULL,
	"new_cards_per_day" integer NOT NULL,
	"daily_goal" integer NOT NULL,
	"card_kinds" jsonb NOT NULL,
	"fsrs_weights" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_log_heads" ADD CONSTRAINT "review_log_heads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_user_seq_uq" ON "review_logs" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "review_logs_user_card_idx" ON "review_logs" USING btree ("user_id","card_id","reviewed_at");