ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
CREATE INDEX "verification_value_idx" ON "verification" USING btree ("value");