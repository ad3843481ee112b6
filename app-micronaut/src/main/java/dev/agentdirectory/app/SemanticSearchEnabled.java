package dev.agentdirectory.app;

import io.micronaut.context.condition.Condition;
import io.micronaut.context.condition.ConditionContext;
import io.micronaut.core.value.PropertyResolver;

/**
 * {@code directory.search.semantic.enabled}, on unless set off, read as the framework reads every other switch
 * ({@code TRUE}, {@code yes} and {@code on} are on). A {@code @Requires} on the value {@code true} compared the text
 * exactly, and took {@code TRUE} for off.
 */
public final class SemanticSearchEnabled implements Condition {

    static final String SETTING = "directory.search.semantic.enabled";

    @Override
    public boolean matches(ConditionContext context) {
        return !(context.getBeanContext() instanceof PropertyResolver settings)
                || settings.getProperty(SETTING, Boolean.class).orElse(true);
    }
}
