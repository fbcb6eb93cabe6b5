# Sourced by scripts/boardlab.sh (and its test, tests/tools/scripts): runs a libFuzzer target.
# Needs ROOT, the source tree (its fuzz/corpus/NAME and fuzz/dict/NAME.dict).

# Runs one target on a scratch copy of its seed corpus (the tree's stays as it is), or on
# FUZZ_CORPUS_DIR/NAME if set (made from the seeds the first time, kept afterwards), with its
# dictionary, until LIMIT (a libFuzzer flag: -max_total_time=S, or -runs=N shared out among
# the workers); a crashing input is kept as DIR/crashes/NAME-crash-*. An input still running
# after TIMEOUT seconds counts as a hang. WORKERS processes fuzz the same corpus folder (each
# seeds its own random numbers from the time and its process id); libFuzzer reloads the
# folder every second, so each takes up what the others find: one campaign, in a fraction of
# the time. A worker that crashes stops the others. Prints one line: executions (all
# workers'), coverage (the best worker's), crashes, seconds; the logs are kept as
# DIR/logs/NAME.log (NAME.w2.log, ... for further workers). Returns non-zero if it crashed.
run_fuzzer() {  # run_fuzzer DIR NAME LIMIT TIMEOUT [WORKERS]
  local dir=$1 name=$2 limit=$3 timeout=$4 workers=${5:-1}
  local work; work=$(mktemp -d)
  # A campaign kept between runs (FUZZ_CORPUS_DIR) goes on from where the last one stopped.
  local corpus=$work/corpus
  [ -z "${FUZZ_CORPUS_DIR:-}" ] || corpus=$FUZZ_CORPUS_DIR/$name
  if [ ! -d "$corpus" ]; then
    mkdir -p "$(dirname "$corpus")"
    cp -r "$ROOT/fuzz/corpus/$name" "$corpus"
  fi
  mkdir -p "$dir/crashes" "$dir/logs"
  local start=$SECONDS
  # clang-16's runtime does not look for Debian's unversioned llvm-symbolizer by itself;
  # without one, a crash's stack trace is bare addresses.
  local symbolizer; symbolizer=$(command -v llvm-symbolizer-16 llvm-symbolizer | head -1 || true)
  local w pids=() worker_limit=$limit
  case "$limit" in -runs=*) worker_limit="-runs=$(( (${limit#-runs=} + workers - 1) / workers ))" ;; esac
  for ((w = 1; w <= workers; w++)); do
    ASAN_SYMBOLIZER_PATH=$symbolizer \
      "$dir/bin/fuzz_$name" "$corpus" -dict="$ROOT/fuzz/dict/$name.dict" \
      "$worker_limit" -max_len=8192 -timeout="$timeout" -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$dir/crashes/$name-" >"$work/log.$w" 2>&1 &
    pids+=($!)
  done
  # Every second, collect the workers that ended; the first failure stops the others.
  local status=0 rc pid still running=("${pids[@]}")
  while [ ${#running[@]} -gt 0 ]; do
    still=()
    for pid in "${running[@]}"; do
      if kill -0 "$pid" 2>/dev/null; then
        still+=("$pid")
        continue
      fi
      rc=0
      wait "$pid" || rc=$?
      if [ "$rc" -ne 0 ] && [ "$status" -eq 0 ]; then status=$rc; fi
    done
    running=("${still[@]}")
    if [ "$status" -ne 0 ] && [ ${#running[@]} -gt 0 ]; then
      # The others stop, printing their stats (background jobs ignore SIGINT: SIGTERM).
      kill -TERM "${running[@]}" 2>/dev/null || true
    fi
    [ ${#running[@]} -eq 0 ] || sleep 1
  done
  local runs=0 cov=0 crashes=0 log n c
  for ((w = 1; w <= workers; w++)); do
    log=$work/log.$w
    # A worker stopped early may have printed neither.
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    c=$(grep -ao 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)
    runs=$((runs + ${n:-0}))
    [ "${c:-0}" -gt "$cov" ] && cov=$c
    # Inputs kept for a crash, a leak, a timeout or running out of memory; not the slow units
    # libFuzzer keeps too (over 10 s: a loaded or stopped machine), which are no failure.
    crashes=$((crashes + $(grep -a '^artifact_prefix=.*Test unit written to' "$log" |
      grep -vc 'slow-unit-' || true)))
  done
  printf 'fuzz %-15s %10s executions  cov %6s  crashes %s  %5d s%s\n' "$name" "$runs" "$cov" \
    "$crashes" "$((SECONDS - start))" "$([ "$workers" -gt 1 ] && echo "  ($workers workers)")"
  for ((w = 1; w <= workers; w++)); do
    local keep=$name.log
    [ "$w" -gt 1 ] && keep=$name.w$w.log
    if [ "$status" -ne 0 ]; then
      grep -aE 'ERROR|broken invariant|SUMMARY|Test unit written' "$work/log.$w" | head -20 || true
      cp "$work/log.$w" "$dir/crashes/$keep"
    fi
    cp "$work/log.$w" "$dir/logs/$keep"
  done
  rm -rf "$work"
  return "$status"
}
