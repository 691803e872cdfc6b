-- Operators' teams (decision 049): a team's names and permissions, the destinations and stores it acts on, and
-- each member's one team. Existing operators keep their staff role (admin, moderator) and belong to no team.
CREATE TABLE "team_destinations" (
	"team_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "team_destinations_team_id_destination_id_pk" PRIMARY KEY("team_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_stores" (
	"team_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "team_stores_team_id_store_id_pk" PRIMARY KEY("team_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ae" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_destinations" ADD CONSTRAINT "team_destinations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_destinations" ADD CONSTRAINT "team_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");