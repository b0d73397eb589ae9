#!/usr/bin/env bash
# Builds FerretDB v1.24.2 with our patches into the path given (default .data/bin/ferretdb):
#   patches/compare-and-set-updates.patch  an update writes a document only while it is still the one it
#       read, else reads it again and re-applies (MongoDB's single-document atomicity; upstream loses
#       one of two concurrent updates)
#   patches/close-each-update-query.patch  an update command closes each statement's query when that
#       statement is done (upstream kept all open to the end: a bulk write of 100 updates held 100
#       PostgreSQL connections, and with concurrent updates the pool ran dry and FerretDB froze)
#   patches/gin-indexes.patch  every index also gets a GIN index on its first field, the form the
#       PostgreSQL backend's pushed-down equality filters can use (upstream's btree ones never are)
# The module is vendored into a scratch copy of this folder, patched there and built; nothing here changes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(realpath -m "${1:-$here/../../.data/bin/ferretdb}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp "$here/go.mod" "$here/go.sum" "$here/main.go" "$work/"
cd "$work"
# -mod=mod: go.sum is committed, but let Go add what a newer toolchain asks for instead of failing.
GOFLAGS=-mod=mod go mod vendor
for patch in "$here"/patches/*.patch; do
  patch --quiet --forward -p1 -d vendor/github.com/FerretDB/FerretDB <"$patch"
done
mkdir -p "$(dirname "$out")"
go build -mod=vendor -o "$out" .
