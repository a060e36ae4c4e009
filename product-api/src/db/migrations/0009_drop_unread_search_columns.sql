-- Search runs on the in-memory index (src/search), built from the product rows: no query reads the
-- full-text vector, its GIN index, search_name or the trigram index on search_text, yet every
-- product write kept them up to date. search_text stays: category pages sort by it. pg_trgm stays
-- installed: migration 0000 creates it on every new database, and dropping an extension fails
-- where another role owns it or other objects use it, which would stop the API at start-up.
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";