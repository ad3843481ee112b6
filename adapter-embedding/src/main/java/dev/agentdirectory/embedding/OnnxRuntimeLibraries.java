package dev.agentdirectory.embedding;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.stream.Stream;

/**
 * ONNX Runtime's native libraries, unpacked once into a folder of the application's and loaded from there.
 *
 * <p>Left to itself, ONNX Runtime unpacks its libraries (16 MB) into a new temporary folder at every start and
 * deletes them only when the JVM exits normally: every process that was killed or crashed left its copy in
 * {@code /tmp} for good. Its {@code onnxruntime.native.path} property makes it load them from a folder instead,
 * and nothing is unpacked at all. The folder is named by the libraries' checksums, so a jar with other libraries
 * unpacks its own, and it is moved into place whole, so a folder of that name is always complete.
 */
final class OnnxRuntimeLibraries {

    static final String PATH_PROPERTY = "onnxruntime.native.path";

    private static final List<String> LIBRARIES = List.of("onnxruntime", "onnxruntime4j_jni");
    private static final String PARTIAL = ".partial-";

    private static boolean settled;

    private OnnxRuntimeLibraries() {
    }

    /**
     * Points ONNX Runtime at its libraries unpacked under {@code parent}, unless it was pointed elsewhere (by the
     * operator's {@code -Donnxruntime.native.path}) or its libraries are not in a jar on the class path. ONNX Runtime
     * loads them once a JVM, so only the first call counts.
     */
    static synchronized void loadFrom(Path parent) {
        if (!settled && System.getProperty(PATH_PROPERTY) == null) {
            unpack(parent).ifPresent(folder -> System.setProperty(PATH_PROPERTY, folder.toString()));
        }
        settled = true;
    }

    /** The folder under {@code parent} holding this class path's libraries, unpacked if it was not there yet. */
    static Optional<Path> unpack(Path parent) {
        Optional<List<Packed>> packed = packed();
        if (packed.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder name = new StringBuilder("onnxruntime-").append(platform());
        packed.get().forEach(library -> name.append('-').append(Long.toHexString(library.checksum())));
        Path folder = parent.resolve(name.toString());
        if (!Files.isDirectory(folder)) {
            moveIntoPlace(packed.get(), parent, folder);
        }
        return Optional.of(folder);
    }

    private static void moveIntoPlace(List<Packed> libraries, Path parent, Path folder) {
        try {
            Files.createDirectories(parent);
            deleteLeftovers(parent);
            Path partial = Files.createTempDirectory(parent, folder.getFileName() + PARTIAL);
            for (Packed library : libraries) {
                try (InputStream in = library.url().openStream()) {
                    Files.copy(in, partial.resolve(library.fileName()));
                }
            }
            try {
                Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException anotherProcessWasFirst) {
                deleteTree(partial);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack ONNX Runtime's libraries into " + parent, e);
        }
    }

    /** What a process killed while unpacking left: one process unpacks into a data directory at a time. */
    private static void deleteLeftovers(Path parent) throws IOException {
        try (Stream<Path> children = Files.list(parent)) {
            for (Path child : children.filter(c -> c.getFileName().toString().contains(PARTIAL)).toList()) {
                deleteTree(child);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** The libraries as ONNX Runtime's jar packs them for this platform, if they are in a jar here. */
    private static Optional<List<Packed>> packed() {
        List<Packed> libraries = new ArrayList<>();
        for (String library : LIBRARIES) {
            String fileName = System.mapLibraryName(library);
            URL url = OnnxRuntimeLibraries.class.getClassLoader()
                    .getResource("ai/onnxruntime/native/" + platform() + "/" + fileName);
            Optional<JarEntry> entry = url == null ? Optional.empty() : jarEntry(url);
            if (entry.isEmpty()) {
                return Optional.empty();
            }
            libraries.add(new Packed(fileName, url, entry.get().getCrc()));
        }
        return Optional.of(libraries);
    }

    private static Optional<JarEntry> jarEntry(URL url) {
        try {
            URLConnection connection = url.openConnection();
            return connection instanceof JarURLConnection jar ? Optional.ofNullable(jar.getJarEntry())
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** ONNX Runtime's name for this platform's folder in its jar. */
    private static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String system = os.contains("mac") || os.contains("darwin") ? "osx" : os.contains("win") ? "win" : "linux";
        return system + "-" + (arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch);
    }

    private record Packed(String fileName, URL url, long checksum) {
    }
}
