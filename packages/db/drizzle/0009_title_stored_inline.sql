-- Titles are kept in their row (decision 0020). A post's row is large (its HTML and its stored
-- search text), and Postgres moved even the short title out to the TOAST table, so ranking a
-- search that finds thousands of posts read three more pages per post for its title score (35 ms
-- of a 55 ms search over 10,000 notices). MAIN keeps a title in the row, compressed if it must be;
-- the updates rewrite each existing title as a new value, so none stays where it was moved.
ALTER TABLE "posts" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "post_translations" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "posts" SET "title" = "title" || '';--> statement-breakpoint
UPDATE "post_translations" SET "title" = "title" || '';
