-- Rate-limit counters and used challenges are short-lived bookkeeping: written without WAL, a
-- transaction that touches only them commits without waiting for a disk flush, and concurrent
-- requests stop queueing behind each other's flush on the shared counter rows. After a crash
-- (not a clean shutdown) Postgres empties them: limits start again from zero and a challenge
-- solved before the crash could be used once more within its lifetime (decision 0013).
ALTER TABLE "rate_limits" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "used_challenges" SET UNLOGGED;
