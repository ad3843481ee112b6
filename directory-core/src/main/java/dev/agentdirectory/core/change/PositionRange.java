package dev.agentdirectory.core.change;

/** Log positions from {@code first} to {@code last}, both included. */
public record PositionRange(long first, long last) {

    public PositionRange {
        if (first > last) {
            throw new IllegalArgumentException("empty range " + first + ".." + last);
        }
    }

    public boolean contains(long position) {
        return position >= first && position <= last;
    }
}
