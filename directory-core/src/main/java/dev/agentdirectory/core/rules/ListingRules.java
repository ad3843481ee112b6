package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.listing.NewListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.port.in.FieldUpdate;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.port.in.UpdateCommand;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The rules a listing's fields obey, checked once at the edge of the domain. Each method checks every field
 * before it throws, so one {@link InvalidRequestException} lists every violation of the request, together with
 * what the adapter found while reading it.
 */
public final class ListingRules {

    private ListingRules() {
    }

    public static NewListing register(RegisterCommand command) {
        Violations violations = new Violations(command.readErrors());
        String name = violations.requiredText(Field.NAME, command.name(), ListingLimits.NAME_MAX);
        String description = violations.requiredText(Field.DESCRIPTION, command.description(),
                ListingLimits.DESCRIPTION_MAX);
        ServiceType type = serviceType(violations, command.serviceType());
        String setup = violations.optionalText(Field.SETUP_REQUIREMENTS, command.setupRequirements(),
                ListingLimits.SETUP_REQUIREMENTS_MAX);
        Tags tags = TagRules.check(violations, command.tags());
        String ownerContact = violations.optionalText(Field.OWNER_CONTACT, command.ownerContact(),
                ListingLimits.OWNER_CONTACT_MAX);
        URI url = null;
        if (type == null) {
            optionalUrl(violations, ServiceType.MCP_SERVER.urlField(), command.mcpDocUrl());
            optionalUrl(violations, ServiceType.AGENT_SKILL.urlField(), command.skillUrl());
        } else {
            String ownUrl = type == ServiceType.MCP_SERVER ? command.mcpDocUrl() : command.skillUrl();
            String otherUrl = type == ServiceType.MCP_SERVER ? command.skillUrl() : command.mcpDocUrl();
            if (ownUrl == null) {
                violations.required(type.urlField());
            } else {
                url = UrlRules.check(violations, type.urlField(), ownUrl);
            }
            if (otherUrl != null) {
                refuseOtherKindsUrl(violations, type, otherUrl);
            }
        }
        violations.throwIfAny();
        return new NewListing(type, new ListingDetails(name, description, url, keptSetup(type, setup), tags,
                ownerContact));
    }

    /** The listing's details after the update: absent fields stay, null clears what may be cleared. */
    public static ListingDetails update(ServiceType type, ListingDetails current, UpdateCommand command) {
        return updated(new Violations(command.readErrors()), type, current, command);
    }

    /**
     * An update carries its listing's key. Without one it is refused before its listing is looked up, so the rule
     * that depends on the listing's kind (which URL it takes) cannot run; the refusal lists the missing key with
     * every other violation of the command.
     */
    public static void requireKey(String apiKey, UpdateCommand command) {
        if (apiKey != null) {
            return;
        }
        Violations violations = new Violations(List.of());
        violations.required(Field.API_KEY);
        command.readErrors().forEach(violations::add);
        updated(violations, null, null, command); // throws: the key is missing
    }

    /**
     * Checks every field the update sends, throws if any of them (or what was found before) breaks a rule, and
     * answers the listing's details after the update. Without the listing
     * ({@code type} and {@code current} null, for a keyless update, which is never looked up) each URL sent is
     * checked as a URL only, and the answer is null.
     */
    private static ListingDetails updated(Violations violations, ServiceType type, ListingDetails current,
                                          UpdateCommand command) {
        String name = command.name().hasValue()
                ? violations.requiredText(Field.NAME, command.name().value(), ListingLimits.NAME_MAX)
                : kept(current, ListingDetails::name);
        String description = command.description().hasValue()
                ? violations.requiredText(Field.DESCRIPTION, command.description().value(),
                ListingLimits.DESCRIPTION_MAX)
                : kept(current, ListingDetails::description);
        URI url;
        if (type == null) {
            optionalUrl(violations, ServiceType.MCP_SERVER.urlField(), sent(command.mcpDocUrl()));
            optionalUrl(violations, ServiceType.AGENT_SKILL.urlField(), sent(command.skillUrl()));
            url = null;
        } else {
            FieldUpdate<String> ownUrl = type == ServiceType.MCP_SERVER ? command.mcpDocUrl() : command.skillUrl();
            FieldUpdate<String> otherUrl = type == ServiceType.MCP_SERVER ? command.skillUrl() : command.mcpDocUrl();
            if (otherUrl.hasValue()) {
                refuseOtherKindsUrl(violations, type, otherUrl.value());
            }
            url = ownUrl.hasValue() ? UrlRules.check(violations, type.urlField(), ownUrl.value())
                    : kept(current, ListingDetails::url);
        }
        String setup = command.setupRequirements().present()
                ? violations.optionalText(Field.SETUP_REQUIREMENTS, command.setupRequirements().value(),
                ListingLimits.SETUP_REQUIREMENTS_MAX)
                : kept(current, ListingDetails::setupRequirements);
        Tags tags = command.tags().present() ? TagRules.check(violations, command.tags().value())
                : kept(current, ListingDetails::tags);
        String ownerContact = command.ownerContact().present()
                ? violations.optionalText(Field.OWNER_CONTACT, command.ownerContact().value(),
                ListingLimits.OWNER_CONTACT_MAX)
                : kept(current, ListingDetails::ownerContact);
        violations.throwIfAny();
        return current == null ? null
                : new ListingDetails(name, description, url, keptSetup(type, setup), tags, ownerContact);
    }

    private static <T> T kept(ListingDetails current, Function<ListingDetails, T> field) {
        return current == null ? null : field.apply(current);
    }

    private static String sent(FieldUpdate<String> update) {
        return update.hasValue() ? update.value() : null;
    }

    private static ServiceType serviceType(Violations violations, String value) {
        if (value == null) {
            violations.required(Field.SERVICE_TYPE);
            return null;
        }
        ServiceType type = ServiceType.fromWireName(value).orElse(null);
        if (type == null) {
            violations.add(Field.SERVICE_TYPE, ViolationKind.NOT_ONE_OF, value,
                    Arrays.stream(ServiceType.values()).map(ServiceType::wireName).toList());
        }
        return type;
    }

    private static void optionalUrl(Violations violations, Field field, String value) {
        if (value != null) {
            UrlRules.check(violations, field, value);
        }
    }

    private static void refuseOtherKindsUrl(Violations violations, ServiceType type, String input) {
        violations.add(type.other().urlField(), ViolationKind.OTHER_KINDS_URL, input, type.other());
    }

    /** Setup requirements belong to skills; an MCP server's are dropped. */
    private static String keptSetup(ServiceType type, String setup) {
        return type == ServiceType.AGENT_SKILL ? setup : null;
    }
}
