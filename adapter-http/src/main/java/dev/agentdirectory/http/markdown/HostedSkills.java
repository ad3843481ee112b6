package dev.agentdirectory.http.markdown;

import dev.agentdirectory.http.describe.ServiceFigures;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The service's own skill, the hosted skills and the instructions for agents, read once from the jar at start
 * with the running figures filled in.
 */
@Singleton
public class HostedSkills {

    static final List<String> HOSTED = List.of("as-design-pattern", "creating-agent-services");

    private final HostedSkill own;
    private final Map<String, HostedSkill> hosted = new LinkedHashMap<>();
    private final String instructions;

    public HostedSkills(ServiceFigures figures) {
        own = HostedSkill.parse(figures.render(read("markdown/skill.md")));
        instructions = figures.render(read("markdown/instructions.md")).strip();
        for (String name : HOSTED) {
            HostedSkill skill = HostedSkill.parse(figures.render(read("markdown/skills/" + name + ".md")));
            if (!skill.name().equals(name)) {
                throw new IllegalStateException("skill file " + name + ".md names itself " + skill.name());
            }
            hosted.put(name, skill);
        }
    }

    /** How and when to use the directory: the well-known document's and the MCP server's instructions. */
    public String instructions() {
        return instructions;
    }

    /** Where the directory's own skill is served. */
    public static String ownPath() {
        return "/.well-known/skill.md";
    }

    /** Where a hosted skill is served. */
    public static String hostedPath(HostedSkill skill) {
        return "/.well-known/skills/" + skill.name() + ".md";
    }

    public HostedSkill own() {
        return own;
    }

    public Optional<HostedSkill> hosted(String name) {
        return Optional.ofNullable(hosted.get(name));
    }

    public List<HostedSkill> allHosted() {
        return List.copyOf(hosted.values());
    }

    private static String read(String resource) {
        try (InputStream in = HostedSkills.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
