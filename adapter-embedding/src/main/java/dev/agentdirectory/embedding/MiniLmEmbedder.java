package dev.agentdirectory.embedding;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.out.TextEmbedder;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * all-MiniLM-L6-v2 (6 layers, 384 dimensions, quantized to 8 bits), run in process by ONNX Runtime from the model
 * inside its jar: nothing is downloaded, at build or at run time. Each call runs on the caller's thread alone; calls
 * from several threads run side by side. Chosen over bge-small-en-v1.5 by measurement (docs/relevance.md): fused
 * with the ranking by words it ranks the judged queries as well, and embeds a query in 3 ms instead of 7.
 */
public final class MiniLmEmbedder implements TextEmbedder, AutoCloseable {

    public static final String MODEL = "all-minilm-l6-v2-q";

    private static final String MODEL_FILE = "/all-minilm-l6-v2-q.onnx";
    private static final String TOKENIZER_FILE = "/all-minilm-l6-v2-q-tokenizer.json";

    private final OrtSession session;
    private final Model model;

    private MiniLmEmbedder(OrtSession session, OnnxBertBiEncoder encoder) {
        this.session = session;
        this.model = new Model(encoder);
    }

    /**
     * Loads the model: about half a second's work, and memory outside the heap (see docs/performance.md). ONNX
     * Runtime's native libraries ({@link OnnxRuntimeLibraries}) and the model (23 MB) are unpacked once into folders
     * under {@code unpacked} and loaded from there: ONNX Runtime reads a model file by itself, where the model read
     * out of the jar would be inflated again at every start (a quarter of a second) and copied through the heap.
     */
    public static MiniLmEmbedder load(Path unpacked) {
        OnnxRuntimeLibraries.loadFrom(unpacked);
        try (InputStream tokenizer = resource(TOKENIZER_FILE)) {
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            // One thread per call: searches and the embedder already run side by side, and a pool that spins
            // between calls would take the cores searches need.
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            OrtSession session = createSession(environment, options, unpacked);
            return new MiniLmEmbedder(session, new OnnxBertBiEncoder(environment, session, tokenizer,
                    PoolingMode.MEAN));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the embedding model", e);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the embedding model", e);
        }
    }

    @Override
    public String model() {
        return MODEL;
    }

    @Override
    public Embedding ofListing(String text) {
        return embed(text);
    }

    /** As a listing: the model was trained on pairs of texts without instructions. */
    @Override
    public Embedding ofQuery(String text) {
        return embed(text);
    }

    private Embedding embed(String text) {
        return Embedding.of(MODEL, model.embed(text).content().vector());
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("cannot close the embedding model", e);
        }
    }

    private static OrtSession createSession(OrtEnvironment environment, OrtSession.SessionOptions options,
                                            Path unpacked) throws IOException, OrtException {
        Optional<UnpackedOnce.Packed> packed = UnpackedOnce.Packed.resource(MODEL_FILE.substring(1));
        if (packed.isPresent()) {
            Path folder = UnpackedOnce.folder(unpacked, MODEL, List.of(packed.get()));
            return environment.createSession(folder.resolve(packed.get().fileName()).toString(), options);
        }
        try (InputStream onnx = resource(MODEL_FILE)) {
            return environment.createSession(onnx.readAllBytes(), options);
        }
    }

    private static InputStream resource(String name) {
        InputStream stream = AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("the embedding model's jar has no " + name);
        }
        return stream;
    }

    /** langchain4j's tokenizing, pooling and normalizing, over the session configured above. */
    private static final class Model extends AbstractInProcessEmbeddingModel {

        private final OnnxBertBiEncoder encoder;

        Model(OnnxBertBiEncoder encoder) {
            super(Runnable::run);
            this.encoder = encoder;
        }

        @Override
        protected OnnxBertBiEncoder model() {
            return encoder;
        }
    }
}
