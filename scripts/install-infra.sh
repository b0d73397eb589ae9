#!/usr/bin/env bash
# Installs what the platform needs outside npm, once: nats-server, PostgreSQL and chromium (apt-get) and
# FerretDB (built with Go and our patches from scripts/ferretdb), helm, Mailpit and MinIO (Go). Idempotent: what is there already is left alone.
# One line per thing on success; a message and a non-zero exit when something cannot be installed.
#   --docker              -> also a Docker engine (Debian's docker.io, started when none answers), docker-compose
#                            and debootstrap: for `npm run images`, docker-compose.yml and the tests' containers
#   NATS_URL set          -> nats-server is not needed
#   MONGODB_URI set, or mongod on PATH -> FerretDB and PostgreSQL are not needed
#   SKIP_CHROMIUM=1       -> no browser (machines that do not run the browser tests)
set -euo pipefail
cd "$(dirname "$0")/.."

with_docker=0
for arg in "$@"; do
  case "$arg" in
    --docker) with_docker=1 ;;
    *) echo "usage: bash scripts/install-infra.sh [--docker]" >&2; exit 2 ;;
  esac
done

fail() { echo "✖ $*" >&2; exit 1; }

# As root, or through sudo. Callers pass variables with `env VAR=... cmd`: sudo resets the environment.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
# apt_install PACKAGE HINT: installs PACKAGE or stops with apt-get's last lines and HINT.
apt_install() {
  local package=$1 hint=$2 log
  command -v apt-get >/dev/null || fail "could not install $package: no apt-get on this machine; $hint"
  if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
    fail "could not install $package: not root and no sudo; $hint"
  fi
  log=$(mktemp)
  # One `apt-get update` per run, and only when something is missing (a fresh machine has empty lists).
  if [ "$apt_updated" -eq 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$log" 2>&1 \
      || { tail -n 5 "$log" >&2; rm -f "$log"; fail "could not install $package: apt-get update failed; $hint"; }
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >"$log" 2>&1 \
    || { tail -n 5 "$log" >&2; rm -f "$log"; fail "could not install $package with apt-get (see above); $hint"; }
  rm -f "$log"
}

if [ -n "${NATS_URL:-}" ]; then
  echo "✔ NATS given (NATS_URL); nats-server not needed"
elif command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ]; then
  echo "✔ nats-server present"
else
  apt_install nats-server "install it by hand or set NATS_URL to a NATS server with JetStream"
  echo "✔ nats-server installed"
fi

if [ "${SKIP_CHROMIUM:-0}" = 1 ]; then
  echo "✔ chromium skipped (SKIP_CHROMIUM=1)"
elif [ -x /usr/bin/chromium ]; then
  echo "✔ chromium present"
else
  apt_install chromium "install it by hand (the browser tests need /usr/bin/chromium) or set SKIP_CHROMIUM=1"
  echo "✔ chromium installed"
fi

# The Docker engine only when asked: `npm start` stays without one (and without root's daemon), and the tests
# use containers whenever an engine answers. Debian's docker-compose 1.29 (decision 0080).
if [ "$with_docker" = 1 ]; then
  command -v dockerd >/dev/null || [ -x /usr/sbin/dockerd ] \
    || apt_install docker.io "install a Docker engine by hand (dockerd 20.10+)"
  command -v docker-compose >/dev/null || apt_install docker-compose "install docker-compose 1.29+ by hand"
  command -v debootstrap >/dev/null || [ -x /usr/sbin/debootstrap ] \
    || apt_install debootstrap "install debootstrap by hand (scripts/images/base-image.sh makes the base images with it)"
  if docker info >/dev/null 2>&1; then
    echo "✔ Docker engine answers (${DOCKER_HOST:-unix:///var/run/docker.sock})"
  else
    # No systemd on our machines: dockerd in the background, listening where DOCKER_HOST points when it names
    # a Unix socket (a machine whose other users must not find an engine at the default socket).
    listen=()
    case "${DOCKER_HOST:-}" in unix://*) listen=(-H "$DOCKER_HOST") ;; esac
    echo "… starting dockerd ${listen[*]} (log: /var/log/dockerd.log)"
    as_root sh -c 'nohup /usr/sbin/dockerd "$@" >>/var/log/dockerd.log 2>&1 &' dockerd "${listen[@]}"
    for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
    if ! docker info >/dev/null 2>&1; then
      as_root tail -n 5 /var/log/dockerd.log >&2 || true
      fail "the Docker engine did not start within 30 s (above: the end of /var/log/dockerd.log). dockerd needs root, cgroups and iptables; inside an unprivileged container it cannot run. Without it: leave out --docker (the tests then use the local binaries)"
    fi
    echo "✔ Docker engine started ($(docker version --format '{{.Server.Version}}'))"
  fi
fi

# FerretDB and its PostgreSQL are only needed when no MongoDB is given and no mongod is on PATH.
# Not `go install .../cmd/ferretdb@v1.24.2`: see scripts/ferretdb/main.go and docs/decisions/0002; the
# patches it is built with: scripts/ferretdb/build.sh and docs/decisions/0077.
ferretdb=.data/bin/ferretdb
ferretdb_version=$(sed -n 's/^const version = "\(ferretdb [^ ]*\) .*/\1/p' scripts/ferretdb/main.go)
if [ -n "${MONGODB_URI:-}" ] || command -v mongod >/dev/null; then
  echo "✔ MongoDB given (MONGODB_URI or mongod on PATH); FerretDB and PostgreSQL not needed"
  exit 0
fi

if ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "✔ PostgreSQL present"
else
  # The package would otherwise make and start a cluster of its own on port 5432; ours lives in .data/.
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    as_root mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" | as_root tee /etc/postgresql-common/createcluster.conf >/dev/null
  fi
  apt_install postgresql "install PostgreSQL 15+ by hand (PG_BIN=its bin folder) or set MONGODB_URI"
  echo "✔ PostgreSQL installed"
fi

if [ -x "$ferretdb" ] && [ "$("$ferretdb" --version 2>/dev/null | cut -d' ' -f1-2)" = "$ferretdb_version" ]; then
  echo "✔ FerretDB present ($ferretdb)"
else
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  command -v go >/dev/null \
    || fail "could not build FerretDB: Go is not installed (apt-get install golang-go, or /usr/local/go); or set MONGODB_URI, or put mongod on PATH"
  command -v patch >/dev/null || apt_install patch "install patch by hand"
  echo "… building ${ferretdb_version} into $ferretdb (once, a minute or two)"
  bash scripts/ferretdb/build.sh "$ferretdb" \
    || fail "could not build FerretDB with Go (see above); set MONGODB_URI to a MongoDB server instead"
  "$ferretdb" --version >/dev/null || fail "the FerretDB build at $ferretdb does not run"
  echo "✔ FerretDB built ($ferretdb)"
fi

# go_tool NAME MODULE VERSION: a server or tool built with `go install` into .data/bin/NAME, once. A `go install`
# build does not know its own version ("dev", or helm's minor only), so the version built is noted beside it.
go_tool() {
  local name=$1 module=$2 version=$3 binary=.data/bin/$1
  if [ -x "$binary" ] && [ "$(cat "$binary.version" 2>/dev/null)" = "$version" ]; then
    echo "✔ $name present ($binary)"
    return
  fi
  export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"
  command -v go >/dev/null || fail "could not build $name: Go is not installed (apt-get install golang-go, or /usr/local/go)"
  echo "… building $name $version into $binary (once; seconds when Go's module cache has it)"
  GOBIN="$(pwd)/.data/bin" go install "$module@$version" || fail "could not build $name with Go (see above)"
  echo "$version" >"$binary.version"
  echo "✔ $name built ($binary)"
}

# helm, for the chart's checks (deploy/test): `helm lint` and `helm template` work offline (about two minutes
# to build the first time). Mailpit, the SMTP server of development and tests (its web UI shows what was sent;
# the tests read its HTTP API). MinIO, the S3-compatible object store of development and tests (the candidates'
# CVs and documents; about three minutes to build the first time, a 150 MB binary).
if command -v helm >/dev/null; then
  echo "✔ helm present ($(command -v helm))"
else
  go_tool helm helm.sh/helm/v3/cmd/helm v3.22.0
fi
go_tool mailpit github.com/axllent/mailpit v1.27.11
go_tool minio github.com/minio/minio v0.0.0-20260212201848-7aac2a2c5b7c
