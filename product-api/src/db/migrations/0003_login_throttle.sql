-- Login throttling counters (issue 10) in the database, so every API instance counts the same
-- attempts: one row per account or client address with its fixed window; expired rows are swept.
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttle_window_ends_at_idx" ON "login_throttle" USING btree ("window_ends_at");
