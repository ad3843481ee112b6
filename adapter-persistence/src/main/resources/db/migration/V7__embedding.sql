-- The embedding of a listing's text (name, description, tags) by embedding_model: its floats of unit length,
-- little-endian, four bytes each. Both NULL until the embedder has been by, and again after that text changes.
-- Kept in the store so that every instance's index receives it through the change log and no restart or rebuild
-- computes it again.
ALTER TABLE listings ADD COLUMN embedding BYTEA;
ALTER TABLE listings ADD COLUMN embedding_model VARCHAR(200);
-- Until when an embedder holds a listing it is embedding, so that instances sharing the database embed different
-- listings; a lapsed claim (its embedder died) is taken again.
ALTER TABLE listings ADD COLUMN embedding_lease_until TIMESTAMP WITH TIME ZONE;
-- The embedder looks for listings without an embedding of its model, in id order, every few seconds.
CREATE INDEX listings_embedding_model ON listings (embedding_model, id);
