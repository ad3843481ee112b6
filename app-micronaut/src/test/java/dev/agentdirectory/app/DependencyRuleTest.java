package dev.agentdirectory.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DependencyRuleTest {

    private static final String CORE = "dev.agentdirectory.core..";
    private static final String HTTP = "dev.agentdirectory.http..";
    private static final String PERSISTENCE = "dev.agentdirectory.persistence..";
    private static final String PROBE = "dev.agentdirectory.probe..";
    private static final String EMBEDDING = "dev.agentdirectory.embedding..";
    private static final String APP = "dev.agentdirectory.app..";

    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.agentdirectory");
    }

    @Test
    void everyModuleIsImportedSoThatNoRuleHoldsVacuously() {
        for (String layer : new String[] {CORE, HTTP, PERSISTENCE, PROBE, EMBEDDING, APP}) {
            String prefix = layer.substring(0, layer.length() - 2);
            assertTrue(classes.stream().anyMatch(type -> type.getPackageName().startsWith(prefix)), layer);
        }
    }

    @Test
    void theCoreDependsOnlyOnTheJdkAndItself() {
        classes().that().resideInAPackage(CORE)
                .should().onlyDependOnClassesThat().resideInAnyPackage(CORE, "java..")
                .check(classes);
    }

    @Test
    void theHttpAdapterDoesNotDependOnOtherAdapters() {
        noClasses().that().resideInAPackage(HTTP)
                .should().dependOnClassesThat().resideInAnyPackage(PERSISTENCE, PROBE, EMBEDDING, APP)
                .check(classes);
    }

    @Test
    void thePersistenceAdapterDoesNotDependOnOtherAdapters() {
        noClasses().that().resideInAPackage(PERSISTENCE)
                .should().dependOnClassesThat().resideInAnyPackage(HTTP, PROBE, EMBEDDING, APP)
                .check(classes);
    }

    @Test
    void theProbeAdapterDoesNotDependOnOtherAdapters() {
        noClasses().that().resideInAPackage(PROBE)
                .should().dependOnClassesThat().resideInAnyPackage(HTTP, PERSISTENCE, EMBEDDING, APP)
                .check(classes);
    }

    @Test
    void theEmbeddingAdapterDoesNotDependOnOtherAdapters() {
        noClasses().that().resideInAPackage(EMBEDDING)
                .should().dependOnClassesThat().resideInAnyPackage(HTTP, PERSISTENCE, PROBE, APP)
                .check(classes);
    }

    @Test
    void micronautIsSeenOnlyByTheAdaptersAndTheApp() {
        noClasses().that().resideInAnyPackage(CORE, PROBE, EMBEDDING)
                .should().dependOnClassesThat().resideInAnyPackage("io.micronaut..", "jakarta..")
                .check(classes);
    }

    @Test
    void micrometerIsSeenOnlyByTheApp() {
        noClasses().that().resideOutsideOfPackage(APP)
                .should().dependOnClassesThat().resideInAPackage("io.micrometer..")
                .because("the core tells what happens through DirectoryEvents; the app meters it")
                .check(classes);
    }

    @Test
    void theCoresPackagesAreFreeOfCycles() {
        slices().matching("dev.agentdirectory.core.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void controllersAndToolsLeaveEveryRuleToTheCore() {
        noClasses().that().resideInAPackage(HTTP)
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Rules")
                .because("an adapter reads its wire format into a command; the core's use cases check the rules")
                .check(classes);
    }

    @Test
    void nothingButTheAppDependsOnTheApp() {
        noClasses().that().resideOutsideOfPackage(APP)
                .should().dependOnClassesThat().resideInAPackage(APP)
                .check(classes);
    }
}
