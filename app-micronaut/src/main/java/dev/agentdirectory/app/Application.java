package dev.agentdirectory.app;

import java.util.Optional;

/** Starts the directory's HTTP service. */
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        Optional<String> badLogFormat = LogFormat.apply();
        if (badLogFormat.isPresent()) {
            System.err.println("The directory could not start: " + badLogFormat.get());
            System.exit(1);
        }
        new ExplainedStartup().args(args).mainClass(Application.class).banner(false).start();
    }
}
