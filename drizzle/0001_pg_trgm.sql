-- Custom SQL migration file, put your code below! ---- Trigram matching for Persian-aware, typo-tolerant search (PGlite ships it; on PostgreSQL 13+ it is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
