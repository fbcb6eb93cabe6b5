#!/usr/bin/env bash
# BoardLab: install what is missing (Debian 12), build, run the app or the tests.
#   scripts/boardlab.sh run [app flags]   build (Release) and start the app
#   scripts/boardlab.sh test              build (Release) and run every test
#   scripts/boardlab.sh test-sanitize     build with ASan+UBSan and run every test
#   scripts/boardlab.sh build             build only
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
JOBS=$(nproc 2>/dev/null || echo 2)

PACKAGES=(build-essential cmake ninja-build pkg-config git
  libsdl2-dev libimgui-dev libstb-dev libgl-dev
  libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev
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
    build "$ROOT/build"
    run_tests "$ROOT/build"
    ;;
  test-sanitize)
    install_missing
    # -g1: line tables only, enough for the sanitizers' stack traces, and a much lighter
    # build than full debug information (CI must stay under 30 minutes on two cores).
    build "$ROOT/build-sanitize" -DBOARDLAB_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
    LSAN_OPTIONS="suppressions=$ROOT/tests/lsan.supp" \
      UBSAN_OPTIONS=print_stacktrace=1 run_tests "$ROOT/build-sanitize"
    ;;
  *)
    echo "usage: scripts/boardlab.sh run|test|test-sanitize|build" >&2
    exit 2
    ;;
esac
