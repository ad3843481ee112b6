package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.listing.Tags;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Tags are trimmed, lowercased and de-duplicated in order; each is 1 to {@link ListingLimits#TAG_MAX}
 * characters and there are at most {@link ListingLimits#TAGS_MAX} of them after that.
 */
final class TagRules {

    private TagRules() {
    }

    /** Answers the normalized tags, or null after recording why they are not acceptable. */
    static Tags check(Violations violations, List<String> given) {
        if (given == null) {
            return Tags.NONE;
        }
        Set<String> normalized = new LinkedHashSet<>();
        boolean valid = true;
        for (int i = 0; i < given.size(); i++) {
            FieldPath path = FieldPath.of(Field.TAGS).element(i);
            if (given.get(i) == null) {
                // An element the adapter could not read as text is already reported at this path.
                violations.add(Violation.wrongType(path, ExpectedType.TEXT, null));
                valid = false;
                continue;
            }
            // Lowercase first: a few characters grow when lowercased, and the stored tag must fit the limit.
            String tag = violations.text(path, given.get(i).toLowerCase(Locale.ROOT), 1, ListingLimits.TAG_MAX);
            if (tag == null) {
                valid = false;
            } else {
                normalized.add(tag);
            }
        }
        if (normalized.size() > ListingLimits.TAGS_MAX) {
            violations.add(Field.TAGS, ViolationKind.TOO_MANY_ITEMS, given, ListingLimits.TAGS_MAX);
            return null;
        }
        return valid ? new Tags(List.copyOf(normalized)) : null;
    }
}
