-- 补时 may reopen an attempt the deadline sweep collected (decision 0015): when it last did.
ALTER TABLE "exam_attempts" ADD COLUMN "reopened_at" timestamp with time zone;
