package dev.agentdirectory.app;

import io.micronaut.runtime.Micronaut;

/** Starts the directory's HTTP service. */
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        // Lets directory.data-dir be a plain relative path ("data"), not only "./data" or an absolute one.
        System.setProperty("h2.implicitRelativePath", "true");
        Micronaut.build(args).mainClass(Application.class).banner(false).start();
    }
}
