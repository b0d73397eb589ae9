#!/usr/bin/env bash
# Runs PostgreSQL (on 127.0.0.1 only) and FerretDB on it (on 0.0.0.0:27017), with the settings
# scripts/infra-lib.mjs gives them on our machines (decision 0077). When either stops, the other is stopped
# and the container ends, so that its restart policy or the test that started it sees the failure.
set -euo pipefail

# FerretDB's pool of PostgreSQL connections, and the server's limit a little above it.
POOL=${POSTGRES_POOL:-400}
postgres=/usr/lib/postgresql/15/bin/postgres

# force_custom_plan: only a plan made for the field FerretDB sends as a parameter uses its GIN index.
"$postgres" -D /data/postgres -p 5432 -c listen_addresses=127.0.0.1 -c unix_socket_directories= \
  -c max_connections=$((POOL + 20)) -c plan_cache_mode=force_custom_plan &
pg=$!
until (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; do
  kill -0 "$pg" 2>/dev/null || { echo "mongo-wire: PostgreSQL exited at start" >&2; exit 1; }
  sleep 0.1
done

ferretdb --listen-addr=0.0.0.0:27017 --log-level="${FERRETDB_LOG_LEVEL:-warn}" \
  --postgresql-url="postgres://postgres@127.0.0.1:5432/postgres?pool_max_conns=$POOL" &
fdb=$!

# SIGINT is PostgreSQL's fast shutdown (SIGTERM would wait for every client); FerretDB first.
stop() { kill -TERM "$fdb" 2>/dev/null || true; wait "$fdb" 2>/dev/null || true; kill -INT "$pg" 2>/dev/null || true; wait "$pg" 2>/dev/null || true; }
trap 'stop; exit 0' TERM INT
wait -n "$pg" "$fdb" || true
echo "mongo-wire: $(kill -0 "$pg" 2>/dev/null && echo FerretDB || echo PostgreSQL) stopped; stopping the other" >&2
stop
exit 1
