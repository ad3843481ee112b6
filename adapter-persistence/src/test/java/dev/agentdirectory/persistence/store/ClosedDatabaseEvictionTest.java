package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.zaxxer.hikari.SQLExceptionOverride.Override;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A connection whose embedded database closed itself leaves the pool; any other failure keeps the pool's rules. */
class ClosedDatabaseEvictionTest {

    private final ClosedDatabaseEviction eviction = new ClosedDatabaseEviction();

    @ParameterizedTest(name = "H2 {0}")
    @ValueSource(strings = {"90098", "90121"})
    void aConnectionOfAClosedH2DatabaseIsDropped(String state) {
        assertEquals(Override.MUST_EVICT, eviction.adjudicate(new SQLException("The database has been closed", state)));
    }

    @Test
    void otherFailuresAreLeftToThePool() {
        assertEquals(Override.CONTINUE_EVICT, eviction.adjudicate(new SQLException("duplicate key", "23505")));
        assertEquals(Override.CONTINUE_EVICT, eviction.adjudicate(new SQLException("connection lost", "08006")));
        assertEquals(Override.CONTINUE_EVICT, eviction.adjudicate(new SQLException("no state")));
    }
}
