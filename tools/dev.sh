#!/usr/bin/env bash
# Developer entry point: set up, build, run, test.
#   tools/dev.sh run [bnb play args...]   install packages if missing, build bnb, play the campaign
#   tools/dev.sh serve [bnb serve args...] the same in the browser: open the address it prints
#   tools/dev.sh test                     install packages if missing, build, run every test (ctest)
#   tools/dev.sh asan                     the tests under AddressSanitizer + UBSan
#   tools/dev.sh bench                    build and run the benchmarks
#   tools/dev.sh fuzz [TARGET] [SECONDS]  libFuzzer on content|situation|replay|save|api (default: all, 60 s each)
#   tools/dev.sh web-test                 the browser test of `bnb serve` (Chromium, playwright-core); screenshots into docs/
#   tools/dev.sh web-deps                 install what the browser tests need, so `test` runs them instead of skipping
#   tools/dev.sh build                    only build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(build-essential cmake pkg-config liblua5.4-dev libyaml-cpp-dev libicu-dev catch2 libcpp-httplib-dev nlohmann-json3-dev
          libboost-context-dev python3-jsonschema python3-yaml ccache lua-check)  # python3-*: tests/content/validate_schema.py; lua-check: bnb validate --lint
web_packages=(chromium nodejs)  # the browser test: Debian's Chromium, driven by playwright-core (tests/web)
fuzz_packages=(clang libclang-rt-14-dev ninja-build)  # libclang-rt-14-dev: libFuzzer for Debian's clang 14

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

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# Paths relative to the checkout, so clones and worktrees of the project share one compiler cache.
# (Debug info would otherwise put the build folder into every hash.)
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}

build() { # build DIR [cmake args...] [-- targets...]
  local dir=$1; shift
  local args=() targets=()
  while (($#)) && [ "$1" != -- ]; do args+=("$1"); shift; done
  (($#)) && shift
  (($#)) && targets=(--target "$@")
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "${args[@]}" >/dev/null
  cmake --build "$dir" -j"$(nproc)" "${targets[@]}"
}

# The sanitizer build: clang with AddressSanitizer and UndefinedBehaviorSanitizer, the engine also
# instrumented for libFuzzer, so the sanitized tests and the fuzz targets share one build.
sanitizer_build() { # [targets...]
  ensure_packages "${fuzz_packages[@]}"
  build build-asan -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DBNB_SANITIZE=ON -DBNB_FUZZ=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -- "$@"
}

# Only the bnb program (not the tests), with the compiler's progress on stderr: a first build takes
# minutes, and a silent terminal looks like a hang.
build_bnb() {
  if [ ! -f build/CMakeCache.txt ]; then
    echo "bnb: configuring the build in build/ (first run)" >&2
  fi
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
  if [ -x build/bnb ]; then
    echo "bnb: bringing build/bnb up to date" >&2
  else
    echo "bnb: building build/bnb with $(nproc) jobs (a first build takes several minutes; progress below)" >&2
  fi
  cmake --build build -j"$(nproc)" --target bnb >&2
  echo "bnb: starting: build/bnb play $*" >&2
}

cmd=${1:-help}
shift || true
case "$cmd" in
  run)
    ensure_packages
    build_bnb "$@"
    exec build/bnb play "$@"
    ;;
  serve)
    ensure_packages
    build_bnb
    exec build/bnb serve "$@"
    ;;
  test)
    ensure_packages
    # BNB_WERROR=ON (CI): the engine's warnings are errors.
    build build ${BNB_WERROR:+-DBNB_WERROR=$BNB_WERROR}
    build/bnb validate base_content mods/*/
    ctest --test-dir build --output-on-failure -j"$(nproc)"
    ;;
  asan)
    ensure_packages
    sanitizer_build
    # One process runs every test case: under the sanitizers, starting the test program once per
    # case (as ctest does) costs more than the tests themselves.
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      build-asan/tests/bnb_tests --warn NoTests
    ;;
  bench)
    ensure_packages libbenchmark-dev
    build build-bench -DCMAKE_BUILD_TYPE=Release -DBNB_BENCHMARKS=ON
    build-bench/tests/bnb_bench "$@"
    ;;
  fuzz)
    ensure_packages "${fuzz_packages[@]}"
    targets=(content situation replay save api)
    [ $# -gt 0 ] && [ -n "$1" ] && [ "$1" != all ] && targets=("$1")
    seconds=${2:-60}
    ensure_packages
    sanitizer_build "${targets[@]/#/fuzz_}"
    for t in "${targets[@]}"; do
      mkdir -p "build-asan/found/$t"
      echo "fuzz_$t: ${seconds}s"
      # New inputs go to build-asan/found/; copy those worth keeping into tests/fuzz/corpus/$t/.
      if ! build-asan/tests/fuzz/fuzz_$t -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="build-asan/found/$t-" "build-asan/found/$t" "tests/fuzz/corpus/$t" \
        >"build-asan/fuzz_$t.log" 2>&1; then
        tail -40 "build-asan/fuzz_$t.log"
        echo "fuzz_$t found a failure: the input is in build-asan/found/"
        exit 1
      fi
      grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "build-asan/fuzz_$t.log" || true
    done
    ;;
  web-deps)
    ensure_packages "${web_packages[@]}"
    command -v npm >/dev/null || ensure_packages npm  # some nodejs builds bring their own npm
    (cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
    ;;
  web-test)
    ensure_packages "${web_packages[@]}"
    command -v npm >/dev/null || ensure_packages npm  # some nodejs builds bring their own npm
    cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
    cmake --build build -j"$(nproc)" --target bnb
    (cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/play_scenario.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/campaign_end.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/equip_words.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/table.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/german.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/german_scenario2.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/german_campaign.test.mjs
    BNB_BINARY=build/bnb BNB_SCREENSHOTS=docs node tests/web/sim_report.test.mjs
    ;;
  build)
    ensure_packages
    build build
    ;;
  *)
    sed -n '2,12p' "$0"
    ;;
esac
