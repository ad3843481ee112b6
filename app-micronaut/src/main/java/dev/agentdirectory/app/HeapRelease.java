package dev.agentdirectory.app;

/**
 * Gives the operating system back the heap that a one-off bulk task grew: the search index's rebuild streams every
 * listing through the heap and then merges every segment into one. The parallel collector keeps a heap it has grown,
 * and under searches alone it may not collect the old generation for hours. One full collection right after the
 * task lets the JVM shrink the heap to what is live, within {@code -XX:MaxHeapFreeRatio}, if it was started with
 * {@code -XX:+UseAdaptiveSizePolicyWithSystemGC} (the image's launch options; docs/performance.md, "Memory after the
 * first start"). A JVM started with {@code -XX:+DisableExplicitGC} ignores it.
 */
@FunctionalInterface
public interface HeapRelease {

    HeapRelease FULL_COLLECTION = System::gc;

    void afterBulkWork();
}
