#!/usr/bin/env bash
# BoardLab: install what is missing (Debian 12), build, run the app or the tests.
#   scripts/boardlab.sh run [app flags]   build (Release) and start the app
#   scripts/boardlab.sh test              build (Release) and run every test; with
#                                         BOARDLAB_WERROR=ON (CI) a compiler warning fails it
#   scripts/boardlab.sh test-sanitize     build with ASan+UBSan (clang 16) and run every test
#   scripts/boardlab.sh build             build only
#   scripts/boardlab.sh fuzz [seconds]    build the fuzz/ targets with clang and run each for
#                                         `seconds` (default 60), one a core at a time;
#                                         fails if any crashes
#   scripts/boardlab.sh fuzz-runs N [target...]
#                                         the long runs: each target (default: all), one
#                                         after the other, until N executions shared by one
#                                         worker per core (FUZZ_WORKERS=W to choose); fails
#                                         if any crashes. FUZZ_CORPUS_DIR=DIR keeps each
#                                         target's corpus in DIR/NAME, to go on later
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
# run_fuzzer: one fuzz target, by one worker or several.
source "$ROOT/scripts/fuzz_runner.sh"
JOBS=$(nproc 2>/dev/null || echo 2)
# The sanitized and fuzzing builds compile sources in batches (see test-sanitize).
UNITY="-DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16"

PACKAGES=(build-essential cmake ninja-build pkg-config git
  libsdl2-dev libimgui-dev libstb-dev libgl-dev
  libgtest-dev nlohmann-json3-dev libcli11-dev
  libgl1-mesa-dri libegl1 libegl-mesa0 xvfb xauth fonts-dejavu-core
  libasio-dev gnugo)  # asio: boardlab-server's networking; gnugo: a real GTP engine for the arena's tests

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {  # build DIR [cmake args...]
  local dir=$1; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build "$dir" -j "$JOBS"
}

run_tests() {  # run_tests DIR
  ctest --test-dir "$1" --output-on-failure -j "$JOBS"
}

# The libFuzzer targets of fuzz/ (clang 16, ASan+UBSan, every library instrumented), only
# they: -O1 -g1 keeps the build light and the stack traces readable. clang 16, not Debian's
# default 14: the ai code uses C++20 that clang 14 lacks.
build_fuzzers() {  # build_fuzzers DIR
  cmake -S "$ROOT" -B "$1" -G Ninja -DCMAKE_CXX_COMPILER=clang++-16 -DBOARDLAB_FUZZ=ON \
    -DBOARDLAB_BUILD_APP=OFF -DBOARDLAB_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" $UNITY >/dev/null
  cmake --build "$1" -j "$JOBS" --target fuzz_all
}

# The targets named (default: every one), each checked to exist.
fuzz_targets() {  # fuzz_targets [name...]
  if [ $# -eq 0 ]; then
    ls "$ROOT/fuzz/corpus"
    return
  fi
  local name
  for name in "$@"; do
    [ -d "$ROOT/fuzz/corpus/$name" ] || {
      echo "no fuzz target '$name' (targets: $(echo $(ls "$ROOT/fuzz/corpus")))" >&2
      return 2
    }
    echo "$name"
  done
}

cmd=${1:-run}
shift || true
case "$cmd" in
  build)
    install_missing
    build "$ROOT/build"
    ;;
  run)
    install_missing
    build "$ROOT/build"
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${SDL_VIDEODRIVER:-}" ]; then
      echo "No display found: run headless with 'SDL_VIDEODRIVER=offscreen build/bin/boardlab --frames 120 --screenshot shot.png' or under 'xvfb-run build/bin/boardlab'."
      exit 1
    fi
    exec "$ROOT/build/bin/boardlab" "$@"
    ;;
  test)
    install_missing
    build "$ROOT/build" -DBOARDLAB_WERROR="${BOARDLAB_WERROR:-OFF}"
    run_tests "$ROOT/build"
    ;;
  test-sanitize)
    PACKAGES+=(clang-16 libclang-rt-16-dev)  # the fuzz targets' compiler, with its sanitizer runtimes
    install_missing
    # A build to run once and throw away, so built for compile time (CI must stay under 45
    # minutes on two cores): -O1 and -g1 (line tables: enough for the sanitizers' stack
    # traces), and a unity build (16 sources a compiler run), which halves the time of a
    # sanitized compile. The Release build keeps one source a run: it checks what each includes.
    # clang 16, not g++ (which builds Release): the sanitized build took 1,297 s of CPU against
    # g++'s 2,026 s, and its tests 147 s of wall time on two cores (g++'s: 306 s, 178 s of which
    # were the whole defence suite, now sampled; see tactical_suite_test.cpp). (Tests at
    # -O0 were measured: 30% less CPU to build, but the heaviest tests, whose reference code and
    # templates the test sources compile, ran 5-7 times slower; no gain.)
    build "$ROOT/build-sanitize" -DCMAKE_CXX_COMPILER=clang++-16 -DBOARDLAB_SANITIZE=ON \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" $UNITY
    LSAN_OPTIONS="suppressions=$ROOT/tests/lsan.supp" \
      UBSAN_OPTIONS=print_stacktrace=1 run_tests "$ROOT/build-sanitize"
    ;;
  fuzz | fuzz-runs)
    amount=${1:-}
    shift || true
    if [ "$cmd" = fuzz ]; then
      amount=${amount:-60}
      limit="-max_total_time=$amount" timeout=10 workers=1
    else
      # Long runs share the machine with other work: an input is a hang only after a minute.
      # One worker per core (FUZZ_WORKERS to choose) shares each target's executions.
      limit="-runs=$amount" timeout=60 workers=${FUZZ_WORKERS:-$JOBS}
    fi
    case "$amount" in
      '' | *[!0-9]* | 0) echo "$cmd: needs a whole number above 0 (got '$amount')" >&2; exit 2 ;;
    esac
    case "$workers" in
      '' | *[!0-9]* | 0) echo "FUZZ_WORKERS: needs a whole number above 0 (got '$workers')" >&2; exit 2 ;;
    esac
    targets=$(fuzz_targets "$@") || exit 2
    PACKAGES+=(clang-16 libclang-rt-16-dev)  # clang with its libFuzzer and sanitizer runtimes
    install_missing
    build_fuzzers "$ROOT/build-fuzz"
    failed=0
    if [ "$cmd" = fuzz ]; then
      # Timed runs: one target a core at a time (each fuzzes alone on its core), so CI's
      # fuzzing takes half the wall time; the lines are printed in the targets' order.
      lines=$(mktemp -d)
      running=0
      for name in $targets; do
        (
          rc=0
          run_fuzzer "$ROOT/build-fuzz" "$name" "$limit" "$timeout" 1 >"$lines/$name" 2>&1 || rc=$?
          echo "$rc" >"$lines/$name.rc"
        ) &
        running=$((running + 1))
        if [ "$running" -ge "$JOBS" ]; then
          wait -n
          running=$((running - 1))
        fi
      done
      wait
      for name in $targets; do
        cat "$lines/$name"
        [ "$(cat "$lines/$name.rc" 2>/dev/null)" = 0 ] || failed=1
      done
      rm -rf "$lines"
    else
      for name in $targets; do
        run_fuzzer "$ROOT/build-fuzz" "$name" "$limit" "$timeout" "$workers" || failed=1
      done
    fi
    [ "$failed" -eq 0 ] || { echo "fuzzing found crashes: see build-fuzz/crashes/" >&2; exit 1; }
    ;;
  *)
    echo "usage: scripts/boardlab.sh run|test|test-sanitize|build|fuzz [seconds]|fuzz-runs N [target...]" >&2
    exit 2
    ;;
esac
