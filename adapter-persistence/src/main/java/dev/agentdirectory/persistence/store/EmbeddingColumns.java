package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.meaning.Embedding;
import io.micronaut.core.annotation.Nullable;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * How an embedding is kept: its floats little-endian in {@code embedding}, its model in {@code embedding_model}.
 * Public for the benchmark loader, which writes rows without the store.
 */
public final class EmbeddingColumns {

    private EmbeddingColumns() {
    }

    public static @Nullable byte[] vector(Embedding embedding) {
        if (embedding.isEmpty()) {
            return null;
        }
        float[] vector = embedding.vector();
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(vector);
        return bytes.array();
    }

    public static @Nullable String model(Embedding embedding) {
        return embedding.isEmpty() ? null : embedding.model();
    }

    static Embedding read(@Nullable byte[] vector, @Nullable String model) {
        if (vector == null || model == null) {
            return Embedding.NONE;
        }
        float[] floats = new float[vector.length / Float.BYTES];
        ByteBuffer.wrap(vector).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(floats);
        return Embedding.of(model, floats);
    }
}
