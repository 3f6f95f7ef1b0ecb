# Sourced by scripts/run and scripts/test: installs what kypho needs from Debian and builds a preset.
# Quiet when nothing is missing and nothing is stale.

KYPHO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian packages the build, the tests and the fuzzers need.
KYPHO_PACKAGES=(cmake ninja-build g++ clang libclang-rt-14-dev tao-pegtl-dev libfmt-dev doctest-dev
  libcli11-dev nlohmann-json3-dev libtomlplusplus-dev libbenchmark-dev parallel patch python3 ccache gettext
  groff-base libcpp-httplib-dev pkgconf libarchive-dev)
# What only the tests need: the browser that drives kypho serve's page, and fonts for the pieces' CJK
# characters in its screenshots (a bare machine has none).
KYPHO_TEST_PACKAGES=(chromium fonts-noto-cjk)

# Compiles go through ccache, keyed on paths relative to the checkout: a fresh clone of sources already
# built on this machine (CI's clean clone) compiles again only what changed.
export CCACHE_BASEDIR="$KYPHO_ROOT" CCACHE_NOHASHDIR=true

kypho_missing_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  echo "${missing[@]}"
}

kypho_install_packages() {
  local missing
  missing=$(kypho_missing_packages "$@")
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "kypho needs these Debian packages: $missing" >&2
    echo "install them with: sudo apt-get update && sudo apt-get install -y $missing" >&2
    exit 2
  fi
  echo "installing Debian packages: $missing" >&2
  apt-get update -qq >/dev/null
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
}

# Configures (when the presets changed) and builds a CMake preset; the build log is shown only when it fails.
# kypho_build PRESET [TARGET...]: builds the targets named (all when none is).
kypho_build() {
  local preset=$1 dir="$KYPHO_ROOT/build/$1" log
  shift
  [ "$preset" = release ] && kypho_train_release
  log=$(mktemp)
  # Configured again when the presets changed since it last was from them: a cache keeps the variables it
  # was first given. (The cache's own time says nothing: a build regenerates it when CMakeLists.txt changed,
  # without the presets.)
  local configured="$dir/configured-from-presets"
  if [ ! -f "$dir/build.ninja" ] || [ ! -f "$configured" ] || [ "$KYPHO_ROOT/CMakePresets.json" -nt "$configured" ]; then
    local launcher=()
    command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    local status=0
    (cd "$KYPHO_ROOT" && cmake --preset "$preset" "${launcher[@]}") >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
      echo "configuring the $preset preset failed (exit $status):" >&2; cat "$log" >&2; rm -f "$log"; exit 2
    fi
    touch "$configured"
  fi
  local built=0
  cmake --build "$dir" ${1:+--target "$@"} >"$log" 2>&1 || built=$?
  if [ "$built" -ne 0 ]; then
    echo "building the $preset preset ${*:-} failed (exit $built):" >&2; cat "$log" >&2; rm -f "$log"; exit 2
  fi
  rm -f "$log"
}

# The release binary is compiled with a profile of kypho's own work (KYPHO_PGO in CMakeLists.txt), as
# Stockfish's profile-build is: the release-train build, instrumented, runs kypho bench's workloads (perft,
# replay, and reading and judging its records: as many games in every game and format), writes an archive of
# random games in every record format and encoding with faults in it (kypho_gen_archive: its writers are
# counted too), and lints the records, the archive and the samples. A format the run meets rarely is compiled
# as cold code: trained on the archive alone, whose KIF and KI2 games are few, those read a fifth slower than
# without a profile; trained on bench's records alone, the archive read a tenth slower.
# The profile is made again whenever the instrumented build changed: the release build then compiles what
# changed with it (the rest was compiled from the same sources with the profile before). When this recipe
# changed, the release build is compiled anew, as ninja does not know that its objects hang on the profile.
# A run that leaves no profile is said, and the release build is then optimised without one.
kypho_train_release() {
  local dir="$KYPHO_ROOT/build/release-train"
  local kypho="$dir/cli/kypho" profile="$dir/profile" log
  kypho_build release-train kypho kypho_gen_archive
  local recipe_changed=0
  [ -f "$profile/made" ] && [ "$profile/made" -nt "${BASH_SOURCE[0]}" ] || recipe_changed=1
  [ "$recipe_changed" = 0 ] && [ "$profile/made" -nt "$kypho" ] && return 0
  rm -rf "$profile" "$dir/records" "$dir/archive"
  log=$(mktemp)
  {
    "$kypho" bench --games 400 --depth 3 --no-lint --save "$dir/records" &&
    "$dir/bench/kypho_gen_archive" "$dir/archive" 3000 &&
    # lint exits 1 on the invalid records among them: what is counted is the work.
    { "$kypho" lint -j 1 -q "$dir/records" "$dir/archive" "$KYPHO_ROOT/samples"; [ $? -le 1 ]; }
  } >"$log" 2>&1 || { echo "warning: the profiling run of the release build failed:" >&2; tail -20 "$log" >&2; }
  rm -f "$log"
  rm -rf "$dir/records" "$dir/archive"
  if compgen -G "$profile/*.gcda" >/dev/null; then
    touch "$profile/made"
  else
    echo "warning: no profile was made; the release build is optimised without one" >&2
  fi
  if [ "$recipe_changed" = 1 ] && [ -f "$KYPHO_ROOT/build/release/build.ninja" ]; then
    cmake --build "$KYPHO_ROOT/build/release" --target clean >/dev/null 2>&1 || true
  fi
  return 0
}

# The independent programs the differential tests and bench/compare.sh run: node and the npm packages
# pinned in tests/package-lock.json (ffish, tsshogi), installed once and again when the lock file changes.
# Fails (status 1) when they cannot be had.
kypho_install_oracles() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    kypho_install_packages nodejs npm || return 1
  fi
  command -v npm >/dev/null 2>&1 || return 1
  if [ ! -f "$KYPHO_ROOT/tests/node_modules/.package-lock.json" ] ||
     [ "$KYPHO_ROOT/tests/package-lock.json" -nt "$KYPHO_ROOT/tests/node_modules/.package-lock.json" ]; then
    (cd "$KYPHO_ROOT/tests" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) || return 1
  fi
}
