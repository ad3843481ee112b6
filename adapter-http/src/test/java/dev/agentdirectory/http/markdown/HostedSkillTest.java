package dev.agentdirectory.http.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HostedSkillTest {

    @Test
    void theFrontMatterGivesTheNameAndDescription() {
        HostedSkill skill = HostedSkill.parse("---\nname: tides\ndescription: \"Read tide tables: safely.\"\n---\n# Tides\n");

        assertEquals("tides", skill.name());
        assertEquals("Read tide tables: safely.", skill.description());
    }

    @Test
    void theDigestIsTheSha256OfTheMarkdown() {
        HostedSkill skill = HostedSkill.parse("---\nname: a\ndescription: b\n---\n");

        assertEquals("sha256:a98e4e3c6591006048de00b4ec52ad408c39cbaf09f591f4f620ea6a17cbfe3e", skill.digest());
    }

    @Test
    void markdownWithoutFrontMatterIsAPackagingError() {
        assertThrows(IllegalArgumentException.class, () -> HostedSkill.parse("# No front matter\n"));
    }

    @Test
    void frontMatterWithoutADescriptionIsAPackagingError() {
        assertThrows(IllegalArgumentException.class, () -> HostedSkill.parse("---\nname: a\n---\n"));
    }

    @Test
    void unclosedFrontMatterIsAPackagingError() {
        assertThrows(IllegalArgumentException.class, () -> HostedSkill.parse("---\nname: a\ndescription: b\n"));
    }
}
