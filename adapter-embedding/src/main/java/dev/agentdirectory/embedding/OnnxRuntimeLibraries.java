package dev.agentdirectory.embedding;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * ONNX Runtime's native libraries, unpacked once into a folder of the application's and loaded from there.
 *
 * <p>Left to itself, ONNX Runtime unpacks its libraries (16 MB) into a new temporary folder at every start and
 * deletes them only when the JVM exits normally: every process that was killed or crashed left its copy in
 * {@code /tmp} for good. Its {@code onnxruntime.native.path} property makes it load them from a folder instead,
 * unpacked once ({@link UnpackedOnce}).
 */
final class OnnxRuntimeLibraries {

    static final String PATH_PROPERTY = "onnxruntime.native.path";

    private static final List<String> LIBRARIES = List.of("onnxruntime", "onnxruntime4j_jni");

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
        List<UnpackedOnce.Packed> libraries = new ArrayList<>();
        for (String library : LIBRARIES) {
            String path = "ai/onnxruntime/native/" + platform() + "/" + System.mapLibraryName(library);
            Optional<UnpackedOnce.Packed> packed = UnpackedOnce.Packed.resource(path);
            if (packed.isEmpty()) {
                return Optional.empty();
            }
            libraries.add(packed.get());
        }
        return Optional.of(UnpackedOnce.folder(parent, "onnxruntime-" + platform(), libraries));
    }

    /** ONNX Runtime's name for this platform's folder in its jar. */
    private static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String system = os.contains("mac") || os.contains("darwin") ? "osx" : os.contains("win") ? "win" : "linux";
        return system + "-" + (arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch);
    }
}
