-- What a listing's document says it does (names and descriptions of its tools, a skill's headings), as its last
-- ok probe read it: searched, never shown. Bounded by the core (DocumentText.MAX_LENGTH); NULL: nothing read yet.
ALTER TABLE listings ADD COLUMN document_text VARCHAR(4000);
