-- Placement reads an open issue's waiting chase issues in id order, a batch at a time: with the id in
-- the index each batch is read in order from where the last ended, not sorted from all left waiting.
DROP INDEX "chase_issues_waiting_idx";--> statement-breakpoint
CREATE INDEX "chase_issues_waiting_idx" ON "chase_issues" USING btree ("game_id","issue_no","id") WHERE "chase_issues"."status" = 'waiting';--> statement-breakpoint
-- Every placement, release and win updates its chase row (no indexed column): half of each page is
-- kept free so that these updates stay on the row's page (HOT, no index entries written), even when
-- an issue opening places every chase of a page at once. Applies to pages written from now on.
ALTER TABLE "chases" SET (fillfactor = 50);
