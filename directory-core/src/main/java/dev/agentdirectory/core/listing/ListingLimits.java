package dev.agentdirectory.core.listing;

/** The contract's limits, as constants so the HTTP adapter's schema documents the very numbers the rules use. */
public final class ListingLimits {

    public static final int NAME_MAX = 120;
    public static final int DESCRIPTION_MAX = 2000;
    public static final int URL_MAX = 2083;
    public static final int SETUP_REQUIREMENTS_MAX = 2000;
    public static final int OWNER_CONTACT_MAX = 200;
    public static final int TAGS_MAX = 16;
    public static final int TAG_MAX = 40;
    public static final int QUERY_MAX = 500;
    public static final int LIMIT_MIN = 1;
    public static final int LIMIT_MAX = 25;
    public static final int LIMIT_DEFAULT = 10;
    public static final int REPORT_DETAILS_MAX = 1000;
    public static final int FEED_LIMIT_MAX = 500;
    public static final int FEED_LIMIT_DEFAULT = 100;

    private ListingLimits() {
    }
}
