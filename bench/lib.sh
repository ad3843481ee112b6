# Helpers the benchmark scripts share; sourced, not run.

# Waits until process $1 uses under 10% of a core over 2 s, at most 3 minutes: after a rebuild, Lucene merges the
# segments it wrote for a while, and the figures should measure serving, not building.
quiet() {
  local ticks=$(( $(getconf CLK_TCK) * 2 / 10 )) before after waited=0
  while [ "$waited" -lt 90 ]; do
    before=$(awk '{print $14 + $15}' "/proc/$1/stat"); sleep 2
    after=$(awk '{print $14 + $15}' "/proc/$1/stat")
    [ $(( after - before )) -le "$ticks" ] && return 0
    waited=$(( waited + 1 ))
  done
}
