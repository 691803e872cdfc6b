CREATE TABLE "octo_availability_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"availability_id" text NOT NULL,
	"marker" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "octo_watch_state" (
	"name" text PRIMARY KEY NOT NULL,
	"read_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "octo_availability_marks" ADD CONSTRAINT "octo_availability_marks_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "octo_availability_marks_uq" ON "octo_availability_marks" USING btree ("package_id","availability_id");