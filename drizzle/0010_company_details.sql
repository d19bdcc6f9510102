ALTER TABLE "site_settings" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "company_cvr" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "company_street" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "company_postal_city" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "company_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "responsible_editor" text;