CREATE TABLE "branch_staff" (
	"branch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "branch_staff_branch_id_user_id_pk" PRIMARY KEY("branch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"region_code" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"hours" jsonb,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serves_provinces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_staff" ADD CONSTRAINT "branch_staff_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_staff" ADD CONSTRAINT "branch_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_staff_user_idx" ON "branch_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_slug_unique" ON "branches" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_lower_unique" ON "branches" USING btree (lower("name"));--> statement-breakpoint
-- Audited like every back-office record (decision 060): a branch, and who works there as its
-- field "staff.<user id>".
CREATE TRIGGER branches_audit AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('branch', 'id', '', '', '', '', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER branch_staff_audit AFTER INSERT OR UPDATE OR DELETE ON branch_staff
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('branch', 'branch_id', '', 'staff', 'user_id', '', '', '', 'branches');
