-- Preview what would go
SELECT show_chunks('metrics', older_than => INTERVAL '90 days');
-- One-off cleanup, after the preview looks right
SELECT drop_chunks('metrics', older_than => INTERVAL '90 days');
-- Ongoing policy
SELECT add_retention_policy('metrics', INTERVAL '90 days');
