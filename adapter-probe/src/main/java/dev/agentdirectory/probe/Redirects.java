package dev.agentdirectory.probe;

import java.net.URI;

/** Where a redirect points, relative Locations included. */
final class Redirects {

    private Redirects() {
    }

    /** Throws IllegalArgumentException for a Location that is not a URI reference. */
    static URI resolve(URI from, String location) {
        // URI.resolve glues a relative path straight onto an empty base path ("http://hostpage"); give it "/".
        URI base = from.getRawPath() == null || from.getRawPath().isEmpty() ? from.resolve("/") : from;
        return base.resolve(URI.create(location.trim()));
    }
}
