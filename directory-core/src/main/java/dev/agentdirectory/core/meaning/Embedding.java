package dev.agentdirectory.core.meaning;

import java.util.Arrays;
import java.util.Objects;

/**
 * What a text means, as a model places it: a vector of unit length, so that the similarity of two embeddings of
 * one model is their dot product. The model's name travels with it, because embeddings of different models are
 * not comparable: a listing embedded by another model is embedded again.
 */
public final class Embedding {

    /** Not embedded (yet): a listing waiting for the embedder, or a query not worth embedding. */
    public static final Embedding NONE = new Embedding("", new float[0]);

    private static final double UNIT_TOLERANCE = 1e-5;

    private final String model;
    private final float[] vector;

    private Embedding(String model, float[] vector) {
        this.model = model;
        this.vector = vector;
    }

    /** The embedding {@code model} gave, scaled to unit length. */
    public static Embedding of(String model, float[] vector) {
        Objects.requireNonNull(model, "model");
        if (model.isBlank() || vector.length == 0) {
            throw new IllegalArgumentException("an embedding needs a model and a vector");
        }
        double squares = 0;
        for (float value : vector) {
            if (!Float.isFinite(value)) {
                throw new IllegalArgumentException("an embedding holds finite numbers only");
            }
            squares += (double) value * value;
        }
        if (squares == 0) {
            throw new IllegalArgumentException("an embedding cannot be all zeros");
        }
        if (Math.abs(squares - 1) < UNIT_TOLERANCE) {
            // Already of unit length, as a stored embedding is: kept bit for bit.
            return new Embedding(model, vector.clone());
        }
        float scale = (float) (1 / Math.sqrt(squares));
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = vector[i] * scale;
        }
        return new Embedding(model, unit);
    }

    public boolean isEmpty() {
        return vector.length == 0;
    }

    public String model() {
        return model;
    }

    public int dimensions() {
        return vector.length;
    }

    /** A copy of the vector. */
    public float[] vector() {
        return vector.clone();
    }

    /** Whether the two are of one model, with as many dimensions, and so can be compared. */
    public boolean isComparableWith(Embedding other) {
        return model.equals(other.model) && vector.length == other.vector.length;
    }

    /** Cosine similarity, from -1 to 1; comparable only between embeddings of one model. */
    public double similarity(Embedding other) {
        if (!isComparableWith(other)) {
            throw new IllegalArgumentException("embeddings of different models are not comparable");
        }
        double dot = 0;
        for (int i = 0; i < vector.length; i++) {
            dot += (double) vector[i] * other.vector[i];
        }
        return dot;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Embedding that && model.equals(that.model) && Arrays.equals(vector, that.vector);
    }

    @Override
    public int hashCode() {
        return 31 * model.hashCode() + Arrays.hashCode(vector);
    }

    @Override
    public String toString() {
        return isEmpty() ? "Embedding.NONE" : "Embedding[" + model + ", " + vector.length + " dimensions]";
    }
}
