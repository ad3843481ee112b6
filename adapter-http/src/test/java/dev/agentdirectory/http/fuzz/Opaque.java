package dev.agentdirectory.http.fuzz;

import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCases;
import net.jqwik.api.ExhaustiveGenerator;
import net.jqwik.api.RandomGenerator;

/**
 * An arbitrary that is equal only to itself. jqwik memoizes generators in a map keyed by the arbitrary, so
 * oneOf and frequencyOf hash the chosen alternative on every try; hashing these deeply composed arbitraries
 * took over half of the suite's time. Wrapping the shared building blocks keeps each hash one step deep.
 */
final class Opaque<T> implements Arbitrary<T> {

    private final Arbitrary<T> inner;

    private Opaque(Arbitrary<T> inner) {
        this.inner = inner;
    }

    static <T> Arbitrary<T> of(Arbitrary<T> inner) {
        return new Opaque<>(inner);
    }

    @Override
    public RandomGenerator<T> generator(int genSize) {
        return inner.generator(genSize);
    }

    @Override
    public RandomGenerator<T> generatorWithEmbeddedEdgeCases(int genSize) {
        return inner.generatorWithEmbeddedEdgeCases(genSize);
    }

    @Override
    public Optional<ExhaustiveGenerator<T>> exhaustive(long maxNumberOfSamples) {
        return inner.exhaustive(maxNumberOfSamples);
    }

    @Override
    public EdgeCases<T> edgeCases(int maxEdgeCases) {
        return inner.edgeCases(maxEdgeCases);
    }
}
