#!/usr/bin/env bash
# Developer entry point: set up, build, run, test.
#   tools/dev.sh run [bnb play args...]   install packages if missing, build, play the campaign
#   tools/dev.sh test                     install packages if missing, build, run every test (ctest)
#   tools/dev.sh asan                     the tests under AddressSanitizer + UBSan
#   tools/dev.sh bench                    build and run the benchmarks
#   tools/dev.sh build                    only build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(build-essential cmake pkg-config liblua5.4-dev libyaml-cpp-dev catch2)

ensure_packages() {
  local missing=()
  for p in "${packages[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

build() { # build DIR [cmake args...]
  local dir=$1; shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  cmake --build "$dir" -j"$(nproc)"
}

cmd=${1:-help}
shift || true
case "$cmd" in
  run)
    ensure_packages
    build build >/dev/null
    exec build/bnb play "$@"
    ;;
  test)
    ensure_packages
    build build
    build/bnb validate base_content mods/*/
    ctest --test-dir build --output-on-failure -j"$(nproc)"
    ;;
  asan)
    ensure_packages
    build build-asan -DBNB_SANITIZE=ON
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build-asan --output-on-failure -j"$(nproc)"
    ;;
  bench)
    ensure_packages libbenchmark-dev
    build build-bench -DCMAKE_BUILD_TYPE=Release -DBNB_BENCHMARKS=ON
    build-bench/tests/bnb_bench "$@"
    ;;
  build)
    ensure_packages
    build build
    ;;
  *)
    sed -n '2,8p' "$0"
    ;;
esac
