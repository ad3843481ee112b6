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
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Files packed in a jar, unpacked once into a folder of the application's, for code that reads them from a file
 * rather than from the jar: ONNX Runtime loads its libraries and its model from files. The folder is named by the
 * files' checksums, so a jar with other files unpacks its own beside it, and it is moved into place whole, so a folder
 * of that name is always complete; every later start finds it and unpacks nothing.
 */
final class UnpackedOnce {

    private static final String PARTIAL = ".partial-";

    private UnpackedOnce() {
    }

    /** A resource of the class path as its jar holds it, with the checksum the jar records for it. */
    record Packed(String fileName, URL url, long checksum) {

        /** The resource at {@code path}, if it is in a jar on the class path (not in a folder of classes). */
        static Optional<Packed> resource(String path) {
            URL url = UnpackedOnce.class.getClassLoader().getResource(path);
            if (url == null) {
                return Optional.empty();
            }
            try {
                URLConnection connection = url.openConnection();
                if (connection instanceof JarURLConnection jar && jar.getJarEntry() != null) {
                    return Optional.of(new Packed(path.substring(path.lastIndexOf('/') + 1), url,
                            jar.getJarEntry().getCrc()));
                }
                return Optional.empty();
            } catch (IOException e) {
                return Optional.empty();
            }
        }
    }

    /**
     * The folder under {@code parent} named {@code prefix} and the files' checksums, holding {@code files} under their
     * own names; unpacked first if it was not there yet.
     */
    static Path folder(Path parent, String prefix, List<Packed> files) {
        StringBuilder name = new StringBuilder(prefix);
        files.forEach(file -> name.append('-').append(Long.toHexString(file.checksum())));
        Path folder = parent.resolve(name.toString());
        if (!Files.isDirectory(folder)) {
            moveIntoPlace(files, parent, prefix, folder);
        }
        return folder;
    }

    private static void moveIntoPlace(List<Packed> files, Path parent, String prefix, Path folder) {
        try {
            Files.createDirectories(parent);
            deleteLeftovers(parent, prefix);
            Path partial = Files.createTempDirectory(parent, folder.getFileName() + PARTIAL);
            try {
                for (Packed file : files) {
                    try (InputStream in = file.url().openStream()) {
                        Files.copy(in, partial.resolve(file.fileName()));
                    }
                }
            } catch (IOException e) {
                deleteTree(partial); // a full disk gets its space back at once, not at the next start
                throw e;
            }
            try {
                Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException anotherProcessWasFirst) {
                deleteTree(partial);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack " + folder.getFileName() + " into " + parent, e);
        }
    }

    /**
     * What a process killed while unpacking a folder of this kind left, whatever its checksums: one process unpacks
     * into a data directory at a time.
     */
    private static void deleteLeftovers(Path parent, String prefix) throws IOException {
        try (Stream<Path> children = Files.list(parent)) {
            for (Path child : children.filter(child -> isLeftover(child.getFileName().toString(), prefix)).toList()) {
                deleteTree(child);
            }
        }
    }

    private static boolean isLeftover(String name, String prefix) {
        return name.startsWith(prefix + "-") && name.contains(PARTIAL);
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
