#!/usr/bin/env bash
# A frontend's container: nginx in the foreground. On a container stop (SIGTERM) its /readyz answers 503 for
# DRAIN_SECONDS, so that the gateway stops choosing this instance (decision 0087); then SIGQUIT, nginx's
# graceful stop: it stops listening, finishes the answers it is sending and closes its idle connections.
set -u
DRAIN_SECONDS=${DRAIN_SECONDS:-3}
rm -f /tmp/draining
nginx -g 'daemon off;' &
nginx_pid=$!
stop() {
  touch /tmp/draining
  sleep "$DRAIN_SECONDS"
  kill -QUIT "$nginx_pid"
}
trap stop TERM INT
wait "$nginx_pid"
# `wait` returns when the trap runs; wait again for nginx to finish.
wait "$nginx_pid"
