package dev.agentdirectory.http.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PageRequestTest {

    @Test
    void noParametersBrowseTheFirstPage() {
        PageRequest request = PageRequest.read(null, null);

        assertTrue(request.isBrowse());
        assertEquals(0, request.offset());
        assertEquals(List.of(), request.notices());
    }

    @Test
    void theQueryIsTrimmedAndTheOffsetRead() {
        PageRequest request = PageRequest.read("  weather  ", " 20 ");

        assertEquals("weather", request.query());
        assertEquals(20, request.offset());
        assertEquals(List.of(), request.notices());
    }

    @Test
    void anOverLongQueryIsCutToFiveHundredCharactersWithANotice() {
        PageRequest request = PageRequest.read("w".repeat(700), null);

        assertEquals("w".repeat(500), request.query());
        assertTrue(request.notices().get(0).contains("at most 500 characters"));
    }

    @Test
    void cuttingAnOverLongQueryCountsCharactersAndNeverSplitsOne() {
        PageRequest request = PageRequest.read("w".repeat(499) + "😀".repeat(10), null);

        assertEquals("w".repeat(499) + "😀", request.query());
    }

    @Test
    void anOffsetThatIsNotANumberStartsAtTheFirstResultWithANotice() {
        for (String offset : List.of("abc", "1.5", "0x10", "+", "1e3", "٣")) {
            PageRequest request = PageRequest.read("weather", offset);

            assertEquals(0, request.offset(), offset);
            assertEquals(List.of("The offset must be a whole number, so the results start at the first one."),
                    request.notices(), offset);
        }
    }

    @Test
    void aNegativeOffsetStartsAtTheFirstResultWithANotice() {
        PageRequest request = PageRequest.read("weather", "-10");

        assertEquals(0, request.offset());
        assertEquals(List.of("The offset cannot be negative, so the results start at the first one."),
                request.notices());
    }

    @Test
    void aPlusSignAndLeadingZerosAreStillANumber() {
        assertEquals(10, PageRequest.read("", "+010").offset());
        assertEquals(0, PageRequest.read("", "-0").offset());
        assertEquals(List.of(), PageRequest.read("", "-0").notices());
    }

    @Test
    void anOffsetBeyondTheIntegerRangeIsTheLargestOneWhichIsPastEveryResult() {
        PageRequest request = PageRequest.read("", "9".repeat(40));

        assertEquals(Integer.MAX_VALUE, request.offset());
        assertEquals(List.of(), request.notices());
    }

    @Test
    void theSearchAsksForOnePageAtTheOffset() {
        PageRequest request = PageRequest.read("weather", "30");

        assertEquals("weather", request.searchQuery().query());
        assertEquals(10, request.searchQuery().limit());
        assertEquals(30, request.searchQuery().offset());
    }
}
