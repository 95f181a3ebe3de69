#!/usr/bin/env bash
# Installs compat/strapi-4's own node_modules (decision 053), from a cache when its lockfile, Node's ABI
# and the machine have not changed: a fresh install builds better-sqlite3 from source (no prebuilt
# binaries without GitHub), about 9 minutes on two cores; the cache restores it in seconds.
# Not a workspace of the repo: npm runs here with its own lockfile and never touches the root's node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
# CI starts this in the background while the rest installs and builds; `npm test` calls it again before the
# end-to-end suite and waits here for that first run to finish (then finds node_modules up to date).
exec 9>.install.lock
flock 9

key="$(sha256sum package-lock.json | cut -c1-16)-node$(node -p process.versions.modules)-$(uname -m)"
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/vacaturesite/strapi-4"
archive="$cache_dir/$key.tar"
stamp=node_modules/.install-key

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ]; then
  echo "compat/strapi-4: node_modules up to date ($key)"
  exit 0
fi
if [ -f "$archive" ]; then
  rm -rf node_modules
  tar -xf "$archive"
  echo "compat/strapi-4: node_modules restored from $archive"
  exit 0
fi

start=$(date +%s)
rm -rf node_modules
npm ci --no-workspaces --no-audit --no-fund
# npm 11 may skip install scripts it has not been told to allow: then the native module is built here.
[ -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ] || npm rebuild better-sqlite3 --no-workspaces
echo "$key" >"$stamp"
echo "compat/strapi-4: installed in $(($(date +%s) - start)) s"

# One archive per key; older ones go.
mkdir -p "$cache_dir"
find "$cache_dir" -name '*.tar' ! -name "$key.tar" -delete
tar -cf "$archive.partial" node_modules && mv "$archive.partial" "$archive"
