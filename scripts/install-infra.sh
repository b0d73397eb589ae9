#!/usr/bin/env bash
# Installs what the platform needs outside npm, once: nats-server and chromium (apt-get) and FerretDB
# (built with Go from scripts/ferretdb). Idempotent: what is there already is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=0
apt_install() {
  local package=$1
  if [ "$apt_updated" -eq 0 ]; then
    sudo_if_needed apt-get update -qq >/dev/null || { echo "✖ apt-get update failed; install $package by hand" >&2; exit 1; }
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive sudo_if_needed apt-get install -y -qq "$package" >/dev/null \
    || { echo "✖ could not install $package with apt-get; install it by hand$2" >&2; exit 1; }
}

if [ -z "${NATS_URL:-}" ]; then
  if command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ]; then
    echo "✔ nats-server present"
  else
    apt_install nats-server " or set NATS_URL to a NATS server with JetStream"
    echo "✔ nats-server installed"
  fi
fi

if [ "${SKIP_CHROMIUM:-0}" != 1 ]; then
  if [ -x /usr/bin/chromium ]; then
    echo "✔ chromium present"
  else
    apt_install chromium " (the browser tests need /usr/bin/chromium)"
    echo "✔ chromium installed"
  fi
fi

# FerretDB is only needed when no MongoDB is given and no mongod is on PATH.
ferretdb=.data/bin/ferretdb
if [ -n "${MONGODB_URI:-}" ] || command -v mongod >/dev/null; then
  echo "✔ MongoDB given (MONGODB_URI or mongod on PATH); FerretDB not needed"
elif [ -x "$ferretdb" ] && "$ferretdb" --version 2>/dev/null | grep -q "v1.24.2"; then
  echo "✔ FerretDB present ($ferretdb)"
else
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  command -v go >/dev/null || { echo "✖ Go is needed to build FerretDB (or set MONGODB_URI, or put mongod on PATH)" >&2; exit 1; }
  echo "… building FerretDB v1.24.2 (once, a minute or two)"
  mkdir -p .data/bin
  (cd scripts/ferretdb && GOFLAGS=-mod=mod go build -o "../../$ferretdb" .) \
    || { echo "✖ could not build FerretDB with Go; set MONGODB_URI to a MongoDB server instead" >&2; exit 1; }
  echo "✔ FerretDB built ($ferretdb)"
fi
