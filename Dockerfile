# syntax=docker/dockerfile:1
# The directory as an image: the README's package command on Maven and JDK 17, then the jar alone on a JRE 17,
# run by an unprivileged user. .ci/deploy_check.sh mirrors these steps on a machine without a Docker engine.

FROM maven:3.9.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
# The cache mount keeps downloaded dependencies between builds without putting them in a layer.
RUN --mount=type=cache,target=/root/.m2 mvn -q -DskipTests package

FROM eclipse-temurin:17.0.15_6-jre-noble
RUN groupadd --system --gid 10001 directory \
    && useradd --system --uid 10001 --gid directory --home-dir /nonexistent --no-create-home \
       --shell /usr/sbin/nologin directory \
    && mkdir /data && chown directory:directory /data
# Owned by root and not writable by the service: the process cannot change its own code.
COPY --from=build /src/app-micronaut/target/agent-directory.jar /app/agent-directory.jar
COPY --from=build /src/deploy/class-archive.sh /app/class-archive.sh
# /data holds the embedded H2 database when no PostgreSQL URL is given. The heap takes 75% of the container's
# memory limit rather than the JVM's default quarter; out of memory, the process exits for the orchestrator to
# restart it rather than limp on. Every 5 s the JVM hands back to the system the memory its C code freed (the JIT
# compiler's work areas among it), which the C library otherwise keeps: about 30 MiB (README, "Memory"). The
# parallel collector served 17-26% more searches than G1 on the same cores in three runs of four (one a draw), with
# less memory, at the price of pauses of tens of milliseconds at these heap sizes (docs/performance.md). The heap
# starts at 64 MiB, whatever the host's memory: that collector collects its old generation only once it is full, so
# an old generation sized from a large host's memory at the start fills with garbage that stays resident (about
# 50 MiB more RSS at 100,000 listings), where one grown from 64 MiB is sized to what is live (README, "Memory").
# The heap shrinks back to what is live plus 40% at a full collection, the one the service asks for once a first
# start's index build is merged among them: that build fills the whole heap (README, "Heap after the first start").
ENV DIRECTORY_DATA_DIR=/data \
    JAVA_OPTS="-XX:MaxRAMPercentage=75 -Xms64m -XX:+ExitOnOutOfMemoryError -XX:TrimNativeHeapInterval=5000 -XX:+UseParallelGC -XX:MaxHeapFreeRatio=40 -XX:+UseAdaptiveSizePolicyWithSystemGC"
# One training start records the classes a start loads (AppCDS; README, "Faster starts"), and every start maps them
# instead of loading and verifying them again: about half the time to the first answer. Made here, by the runtime's
# own JVM with the options above, and as root: the service reads the archive but cannot change it.
RUN sh /app/class-archive.sh /app/agent-directory.jar /app/agent-directory.jsa
VOLUME /data
WORKDIR /app
USER 10001:10001
EXPOSE 8080
# curl ships in the Temurin images. The port follows MICRONAUT_SERVER_PORT when it is set.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
    CMD curl -fsS -o /dev/null "http://127.0.0.1:${MICRONAUT_SERVER_PORT:-8080}/health/readiness" || exit 1
# exec: the JVM is PID 1 and gets SIGTERM itself, so a stop drains requests in flight (15 s grace period).
ENTRYPOINT ["sh", "-c", "exec java $JAVA_OPTS -XX:SharedArchiveFile=/app/agent-directory.jsa -jar /app/agent-directory.jar"]
