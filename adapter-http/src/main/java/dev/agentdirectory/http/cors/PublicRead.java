package dev.agentdirectory.http.cors;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a route that reads public data with no credential, so web pages of the origins in
 * {@code directory.cors.public-origins} (any, by default) may call it. Every other route of the directory is a
 * write route, open only to {@code directory.cors.write-origins}; the MCP endpoint follows its own Origin guard.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface PublicRead {
}
