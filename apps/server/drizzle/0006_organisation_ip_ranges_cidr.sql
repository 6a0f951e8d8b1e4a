-- IP ranges become `cidr` (decision 0012). Ranges PostgreSQL cannot read as cidr (stored before
-- the contract checked them as PostgreSQL does, e.g. 10.1.2.3/8) are dropped first, each with a
-- warning naming its organisation, so that the cast below cannot fail.
DO $$
DECLARE
  org record;
  item text;
  kept text[];
BEGIN
  FOR org IN SELECT id, ip_ranges FROM organisations LOOP
    kept := '{}';
    FOREACH item IN ARRAY org.ip_ranges LOOP
      BEGIN
        PERFORM item::cidr;
        kept := kept || item;
      EXCEPTION WHEN invalid_text_representation THEN
        RAISE WARNING 'organisation %: IP range "%" dropped, PostgreSQL cannot read it as cidr', org.id, item;
      END;
    END LOOP;
    IF kept IS DISTINCT FROM org.ip_ranges THEN
      UPDATE organisations SET ip_ranges = kept WHERE id = org.id;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "ip_ranges" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "ip_ranges" SET DATA TYPE cidr[] USING "ip_ranges"::cidr[];--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "ip_ranges" SET DEFAULT '{}';
