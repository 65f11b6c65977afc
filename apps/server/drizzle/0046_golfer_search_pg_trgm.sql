-- Custom SQL migration file, put your code below! --
-- pg_trgm backs the console's golfer search indexes (next migration). A trusted extension on
-- PostgreSQL 13+ (the database's owner may create it); PGlite loads it (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
