-- Custom SQL migration file, put your code below! --
-- btree_gin lets the golfer search's trigram index lead with the engine (next migration). A trusted
-- extension on PostgreSQL 13+ (the database's owner may create it); PGlite loads it (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gin;
