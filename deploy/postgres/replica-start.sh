#!/bin/sh
# The read replica: on first start, a base backup of the primary with streaming settings (-R writes
# standby.signal and primary_conninfo); then PostgreSQL in hot standby. Runs as the postgres user.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres -p 5432 -q; do sleep 1; done
  rm -rf "$PGDATA"/*
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h postgres -p 5432 -U replicator -D "$PGDATA" -R -X stream -c fast
  chmod 700 "$PGDATA"
fi
# A standby refuses to start with fewer connections than its primary (compose.yaml gives the primary 200).
exec postgres -c hot_standby=on -c hot_standby_feedback=on -c max_connections=200
