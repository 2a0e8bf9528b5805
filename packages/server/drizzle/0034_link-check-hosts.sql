-- Each link's row names the host whose job probes it (null: checked otherwise, an Amazon product's through the
-- price refresh), so a host's job reads its links a page at a time instead of carrying them in its payload.
ALTER TABLE "link_checks" ADD COLUMN "probe_host" text;--> statement-breakpoint
CREATE INDEX "link_checks_probe_host_idx" ON "link_checks" USING btree ("probe_host","url");
