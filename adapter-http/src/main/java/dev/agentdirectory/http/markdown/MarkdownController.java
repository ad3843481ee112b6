package dev.agentdirectory.http.markdown;

import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** Serves the service's own skill and its hosted skills as markdown. */
@Controller("/.well-known")
public class MarkdownController {

    private static final String MARKDOWN = "Markdown, declared text/html unless Accept prefers text/markdown";

    private final HostedSkills skills;

    public MarkdownController(HostedSkills skills) {
        this.skills = skills;
    }

    @PublicRead
    @Get("/skill.md")
    @Produces(MediaType.ALL)
    @Operation(operationId = "get_skill", summary = "This service's own skill, as markdown")
    @ApiResponse(responseCode = "200", description = MARKDOWN, content = {
            @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = "string")),
            @Content(mediaType = "text/markdown", schema = @Schema(type = "string"))})
    public HttpResponse<String> ownSkill(@Header(HttpHeaders.ACCEPT) @Nullable String accept) {
        return markdown(skills.own(), accept);
    }

    @PublicRead
    @Get("/skills/{skill_name}.md")
    @Produces(MediaType.ALL)
    @Operation(operationId = "get_hosted_skill", summary = "A hosted skill, as markdown")
    @ApiResponse(responseCode = "200", description = MARKDOWN, content = {
            @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = "string")),
            @Content(mediaType = "text/markdown", schema = @Schema(type = "string"))})
    @ApiResponse(responseCode = "404", description = "No hosted skill of that name",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = "Validation error. Declared for every path parameter; a "
            + "name this service does not host is a 404, not a 422.", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = HttpValidationError.class)))
    public HttpResponse<?> hostedSkill(@PathVariable("skill_name") String skillName,
                                       @Header(HttpHeaders.ACCEPT) @Nullable String accept) {
        return skills.hosted(skillName)
                .<HttpResponse<?>>map(skill -> markdown(skill, accept))
                .orElseGet(() -> HttpResponse.notFound(new ErrorDetail("Skill not found"))
                        .contentType(MediaType.APPLICATION_JSON_TYPE));
    }

    private static HttpResponse<String> markdown(HostedSkill skill, String accept) {
        return HttpResponse.ok(skill.markdown())
                .header(HttpHeaders.CONTENT_TYPE, MarkdownNegotiation.contentType(accept))
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT);
    }
}
