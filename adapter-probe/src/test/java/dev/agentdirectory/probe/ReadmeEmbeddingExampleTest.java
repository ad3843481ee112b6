package dev.agentdirectory.probe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's example of embedding the directory in a JVM application (the core and this prober) is compiled
 * against the modules as they are and run, so that it cannot drift from the code it shows.
 */
class ReadmeEmbeddingExampleTest {

    private static final String SECTION = "## Embedding the directory in a JVM application";

    @Test
    void theReadmesEmbeddingExampleCompilesAndFindsWhatItRegistered(@TempDir Path folder) throws Exception {
        Path source = folder.resolve("ReadmeExample.java");
        Files.writeString(source, asClass(example()));

        StringWriter errors = new StringWriter();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        boolean compiled = javac.getTask(errors, null, null, List.of("-classpath",
                System.getProperty("java.class.path"), "-d", folder.toString()), null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjects(source)).call();
        assertTrue(compiled, errors.toString());

        String printed = run(folder);
        assertTrue(printed.startsWith("Weather "), printed);
    }

    /** The first Java block of the README's section on embedding. */
    private static String example() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        String section = readme.substring(readme.indexOf(SECTION));
        int start = section.indexOf("```java") + "```java".length();
        return section.substring(start, section.indexOf("```", start));
    }

    /** The block's imports, then its statements as the body of a main method. */
    private static String asClass(String block) {
        List<String> lines = block.lines().toList();
        String imports = lines.stream().filter(line -> line.startsWith("import ")).collect(Collectors.joining("\n"));
        String statements = lines.stream().filter(line -> !line.startsWith("import "))
                .collect(Collectors.joining("\n"));
        return imports + "\n\npublic class ReadmeExample {\n    public static void main(String[] args) {\n"
                + statements + "\n    }\n}\n";
    }

    /** Runs the example's main method and answers what it printed. */
    private static String run(Path classes) throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ReadmeEmbeddingExampleTest.class.getClassLoader())) {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            loader.loadClass("ReadmeExample").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
