package dev.agentdirectory.http.markdown;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** A markdown skill this service serves, with the name and description of its YAML front matter. */
public record HostedSkill(String name, String description, String markdown) {

    public HostedSkill {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(markdown, "markdown");
    }

    /** Reads the front matter; a skill without {@code name} and {@code description} is a packaging error. */
    public static HostedSkill parse(String markdown) {
        if (!markdown.startsWith("---\n")) {
            throw new IllegalArgumentException("a skill starts with YAML front matter");
        }
        int end = markdown.indexOf("\n---", 4);
        if (end < 0) {
            throw new IllegalArgumentException("the skill's front matter is not closed");
        }
        Object frontMatter = new Yaml(new SafeConstructor(new LoaderOptions())).load(markdown.substring(4, end));
        if (!(frontMatter instanceof Map<?, ?> fields) || !(fields.get("name") instanceof String name)
                || !(fields.get("description") instanceof String description)) {
            throw new IllegalArgumentException("the skill's front matter needs a name and a description");
        }
        return new HostedSkill(name, description, markdown);
    }

    /** {@code sha256:<hex>} of the markdown as served, for the Agent Skills discovery index. */
    public String digest() {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(markdown.getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
