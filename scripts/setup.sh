# Sourced by scripts/run and scripts/test: installs what kypho needs from Debian and builds a preset.
# Quiet when nothing is missing and nothing is stale.

KYPHO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian packages the build, the tests and the fuzzers need.
KYPHO_PACKAGES=(cmake ninja-build g++ clang libclang-rt-14-dev tao-pegtl-dev libfmt-dev doctest-dev
  libcli11-dev nlohmann-json3-dev libtomlplusplus-dev libbenchmark-dev parallel patch python3)

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

# Configures (once) and builds a CMake preset; the build log is shown only when the build fails.
# kypho_build PRESET [TARGET...]: configures once, then builds the targets named (all when none is).
kypho_build() {
  local preset=$1 dir="$KYPHO_ROOT/build/$1" log
  shift
  log=$(mktemp)
  if [ ! -f "$dir/build.ninja" ]; then
    if ! (cd "$KYPHO_ROOT" && cmake --preset "$preset" >"$log" 2>&1); then
      cat "$log" >&2; rm -f "$log"; exit 2
    fi
  fi
  if ! cmake --build "$dir" ${1:+--target "$@"} >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"; exit 2
  fi
  rm -f "$log"
}
