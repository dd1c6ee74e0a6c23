-- test database only: \c app_test
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
