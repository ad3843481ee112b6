package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The Agent Skills discovery index (draft 0.2.0): one entry per markdown skill, with its digest. The component
 * is named {@code $schema} because that is the JSON name, and an annotation would trip the OpenAPI generator.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "AgentSkillsIndex")
public record AgentSkillsIndex(String $schema, List<Entry> skills) {

    public static final String SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

    /** One skill: {@code digest} is {@code sha256:<hex>} of the markdown served at {@code url}. */
    @Schema(name = "AgentSkillsIndexEntry")
    public record Entry(String name, String type, String description, String url, String digest) {
    }
}
