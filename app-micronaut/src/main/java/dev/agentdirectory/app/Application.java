package dev.agentdirectory.app;

import io.micronaut.runtime.Micronaut;

/** Starts the directory's HTTP service. */
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    }
}
