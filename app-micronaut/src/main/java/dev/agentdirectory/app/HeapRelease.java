package dev.agentdirectory.app;

/**
 * Gives the operating system back the heap a one-off bulk task grew and left full of what it went through: the
 * search index's rebuild streams every listing through the heap and merges every segment, and the collector keeps
 * the old generation that grew to hold it, unused, until a full collection happens to shrink it, which searching
 * alone may not bring about for hours. One full collection right after lets the JVM shrink the heap to what is
 * live (how far: the launch options' {@code -XX:MaxHeapFreeRatio}; docs/performance.md, "Memory after the first
 * start"). A JVM started with {@code -XX:+DisableExplicitGC} ignores it.
 */
@FunctionalInterface
public interface HeapRelease {

    HeapRelease FULL_COLLECTION = System::gc;

    void afterBulkWork();
}
