CREATE TABLE "progress_revisions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "progress_revisions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "progress_revisions" AS r ("user_id", "revision") VALUES (OLD."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    INSERT INTO "progress_revisions" AS r ("user_id", "revision") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "revision" = r."revision" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "word_progress_bump_revision" AFTER INSERT OR UPDATE OR DELETE ON "word_progress"
  FOR EACH ROW EXECUTE FUNCTION "progress_revisions_bump"();--> statement-breakpoint
CREATE TRIGGER "exam_highs_bump_revision" AFTER INSERT OR UPDATE OR DELETE ON "exam_highs"
  FOR EACH ROW EXECUTE FUNCTION "progress_revisions_bump"();
