package dev.agentdirectory.app;

/** Starts the directory's HTTP service. */
public final class Application {

    private Application() {
    }

    public static void main(String[] args) {
        new ExplainedStartup().args(args).mainClass(Application.class).banner(false).start();
    }
}
