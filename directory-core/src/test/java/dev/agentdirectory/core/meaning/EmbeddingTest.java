package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EmbeddingTest {

    @Test
    void anEmbeddingIsScaledToUnitLengthSoThatItsSimilarityWithItselfIsOne() {
        Embedding embedding = Embedding.of("m", new float[] {3, 4});

        assertArrayEquals(new float[] {0.6f, 0.8f}, embedding.vector(), 1e-7f);
        assertEquals(1.0, embedding.similarity(embedding), 1e-6);
    }

    @Test
    void aVectorAlreadyOfUnitLengthIsKeptBitForBit() {
        float[] unit = Embedding.of("m", new float[] {0.1f, -7f, 2.5f}).vector();

        assertArrayEquals(unit, Embedding.of("m", unit).vector());
    }

    @Test
    void similarityIsTheCosine() {
        Embedding x = Embedding.of("m", new float[] {1, 0});
        Embedding diagonal = Embedding.of("m", new float[] {1, 1});
        Embedding opposite = Embedding.of("m", new float[] {-2, 0});

        assertEquals(Math.sqrt(0.5), x.similarity(diagonal), 1e-6);
        assertEquals(-1.0, x.similarity(opposite), 1e-6);
    }

    @Test
    void embeddingsOfDifferentModelsAreNotCompared() {
        Embedding a = Embedding.of("a", new float[] {1, 0});
        Embedding b = Embedding.of("b", new float[] {1, 0});

        assertThrows(IllegalArgumentException.class, () -> a.similarity(b));
        assertNotEquals(a, b);
    }

    @Test
    void onlyEmbeddingsOfOneModelAndAsManyDimensionsAreComparable() {
        Embedding a = Embedding.of("a", new float[] {1, 0});

        assertTrue(a.isComparableWith(Embedding.of("a", new float[] {0, 1})));
        assertFalse(a.isComparableWith(Embedding.of("b", new float[] {1, 0})));
        assertFalse(a.isComparableWith(Embedding.of("a", new float[] {1, 0, 0})));
        assertFalse(a.isComparableWith(Embedding.NONE));
    }

    @Test
    void noVectorNoModelNoZerosAndNoInfinities() {
        assertThrows(IllegalArgumentException.class, () -> Embedding.of("m", new float[0]));
        assertThrows(IllegalArgumentException.class, () -> Embedding.of(" ", new float[] {1}));
        assertThrows(IllegalArgumentException.class, () -> Embedding.of("m", new float[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> Embedding.of("m", new float[] {1, Float.NaN}));
        assertThrows(IllegalArgumentException.class, () -> Embedding.of("m", new float[] {Float.POSITIVE_INFINITY}));
    }

    @Test
    void theVectorHandedOutIsACopy() {
        Embedding embedding = Embedding.of("m", new float[] {1, 0});
        embedding.vector()[0] = 0;

        assertEquals(1f, embedding.vector()[0]);
        assertTrue(Embedding.NONE.isEmpty());
        assertEquals(Embedding.of("m", new float[] {2, 0}), embedding);
    }
}
