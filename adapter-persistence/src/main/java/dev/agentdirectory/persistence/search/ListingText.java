package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.search.IndexedListing;
import java.util.List;

/** The searchable text of a listing, each indexed stemmed for matching and plain for typo matching. */
enum ListingText {
    NAME("name") {
        @Override
        List<String> textOf(IndexedListing listing) {
            return List.of(listing.listing().name());
        }
    },
    TAGS("tags") {
        @Override
        List<String> textOf(IndexedListing listing) {
            return listing.listing().tags();
        }
    },
    DESCRIPTION("description") {
        @Override
        List<String> textOf(IndexedListing listing) {
            return List.of(listing.listing().description());
        }
    },
    /** What the listing's document says it does (the names and descriptions of its tools, a skill's headings). */
    DOCUMENT("document") {
        @Override
        List<String> textOf(IndexedListing listing) {
            return listing.document().isEmpty() ? List.of() : List.of(listing.document().text());
        }
    };

    private final String stemmed;
    private final String plain;

    ListingText(String name) {
        this.stemmed = name;
        this.plain = name + ".plain";
    }

    String stemmed() {
        return stemmed;
    }

    String plain() {
        return plain;
    }

    abstract List<String> textOf(IndexedListing listing);
}
