package dev.agentdirectory.http.fuzz;

/** Generated text made readable in a failure report: escapes, and the length of whatever is cut. */
final class Printable {

    private Printable() {
    }

    static String of(String text, int max) {
        StringBuilder shown = new StringBuilder();
        int end = Math.min(text.length(), max);
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f || Character.isSurrogate(c) || Character.getType(c) == Character.FORMAT) {
                shown.append(String.format("\\u%04x", (int) c));
            } else {
                shown.append(c);
            }
        }
        return text.length() > max ? shown + "…(" + text.length() + " chars)" : shown.toString();
    }
}
