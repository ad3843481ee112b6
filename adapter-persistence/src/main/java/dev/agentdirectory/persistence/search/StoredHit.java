package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.search.SearchHit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.util.BytesRef;

/**
 * A result as the index keeps it: the listing's public shape and its band, in one binary doc value. Doc values are
 * read in place, where stored fields would decompress a block of other listings for every result.
 */
final class StoredHit {

    private static final Standing[] STANDINGS = Standing.values();

    private StoredHit() {
    }

    static BytesRef encode(PublicListing listing, Standing standing) {
        ByteBuffersDataOutput out = new ByteBuffersDataOutput();
        try {
            out.writeByte((byte) standing.ordinal());
            out.writeString(listing.id().value());
            out.writeString(listing.type().wireName());
            out.writeString(listing.name());
            out.writeString(listing.description());
            out.writeString(listing.url().toString());
            out.writeByte((byte) (listing.setupRequirements() == null ? 0 : 1));
            if (listing.setupRequirements() != null) {
                out.writeString(listing.setupRequirements());
            }
            out.writeVInt(listing.tags().size());
            for (String tag : listing.tags()) {
                out.writeString(tag);
            }
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return new BytesRef(out.toArrayCopy());
    }

    static SearchHit decode(BytesRef bytes) throws IOException {
        ByteArrayDataInput in = new ByteArrayDataInput(bytes.bytes, bytes.offset, bytes.length);
        Standing standing = STANDINGS[in.readByte()];
        ListingId id = new ListingId(in.readString());
        String typeName = in.readString();
        ServiceType type = ServiceType.fromWireName(typeName)
                .orElseThrow(() -> new IllegalStateException("unknown service type in the index: " + typeName));
        String name = in.readString();
        String description = in.readString();
        URI url = URI.create(in.readString());
        String setup = in.readByte() == 0 ? null : in.readString();
        int tagCount = in.readVInt();
        List<String> tags = new ArrayList<>(tagCount);
        for (int i = 0; i < tagCount; i++) {
            tags.add(in.readString());
        }
        return new SearchHit(new PublicListing(id, type, name, description, url, setup, tags), standing);
    }
}
