-- The request that scheduled a job (its X-Request-Id), carried into the log records of the job's runs.
ALTER TABLE "jobs" ADD COLUMN "request_id" text;
