#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL cluster, for tests of DATABASE_READ_URL (docs/scale.md).
#
#   scripts/pg-replica.sh <primary-port> <replica-port>   start it (again: a no-op); prints the replica's URL on stdout
#   scripts/pg-replica.sh stop [<replica-port>]            stop it and remove its files (every one made here without a port)
#
# Runs as root (the server commands run as the `postgres` user) or as `postgres`. Debian/Ubuntu layout of the
# PostgreSQL packages (/usr/lib/postgresql/<version>/bin). What it does:
#   - the primary: checks wal_level and max_wal_senders, adds `host replication all 127.0.0.1/32 scram-sha-256` to its
#     pg_hba.conf when no replication line for 127.0.0.1 is there, and reloads it;
#   - pg_basebackup -R (standby.signal and primary_conninfo written) into $PG_REPLICA_DIR, a minimal postgresql.conf
#     with the settings a standby must share with its primary, hot_standby_feedback on (long reads on the replica are
#     not cancelled by the primary's vacuum), then pg_ctl start on 127.0.0.1:<replica-port>;
#   - waits until the replica accepts connections and has replayed the primary's position at the end of the copy.
# Environment: PG_REPLICA_USER / PG_REPLICA_PASSWORD (a role allowed to replicate, default sentio/sentio: a superuser),
# PG_REPLICA_DATABASE (the database named in the printed URL, default postgres), PG_VERSION (default: the newest
# installed), PG_REPLICA_DIR (default /tmp/sentio-pg-replica-<replica-port>).
set -euo pipefail
# The server commands run as postgres, which may not enter the caller's directory.
cd /tmp

usage() {
  echo "usage: $0 <primary-port> <replica-port> | $0 stop [<replica-port>]" >&2
  exit 2
}
log() { echo "pg-replica: $*" >&2; }

PG_VERSION="${PG_VERSION:-$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)}"
BIN="/usr/lib/postgresql/${PG_VERSION}/bin"
[ -x "$BIN/pg_basebackup" ] || { log "no PostgreSQL binaries in $BIN"; exit 1; }
USER_NAME="${PG_REPLICA_USER:-sentio}"
PASSWORD="${PG_REPLICA_PASSWORD:-sentio}"
DATABASE="${PG_REPLICA_DATABASE:-postgres}"

# Server commands run as postgres: the data directory must belong to it.
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"
  else log "run as root or postgres"; exit 1
  fi
}
dir_of() { echo "${PG_REPLICA_DIR:-/tmp/sentio-pg-replica-$1}"; }

stop_one() {
  local dir="$1"
  [ -d "$dir" ] || return 0
  if [ -f "$dir/postmaster.pid" ]; then as_postgres "$BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

if [ "${1:-}" = stop ]; then
  if [ -n "${2:-}" ]; then stop_one "$(dir_of "$2")"
  else for d in /tmp/sentio-pg-replica-*; do [ -d "$d" ] && stop_one "$d"; done
  fi
  exit 0
fi

[ $# -eq 2 ] || usage
PRIMARY="$1"
REPLICA="$2"
DIR="$(dir_of "$REPLICA")"
URL="postgres://${USER_NAME}:${PASSWORD}@127.0.0.1:${REPLICA}/${DATABASE}"
started=$(date +%s%N)

# Admin queries on the primary over its Unix socket as postgres (peer authentication, no password needed).
primary_sql() { as_postgres "$BIN/psql" -X -q -t -A -p "$PRIMARY" -d postgres -c "$1"; }
replica_sql() { PGPASSWORD="$PASSWORD" "$BIN/psql" -X -q -t -A -h 127.0.0.1 -p "$REPLICA" -U "$USER_NAME" -d postgres -c "$1"; }

# Already running (a second call from the same CI run): nothing to do.
if [ -f "$DIR/standby.signal" ] && as_postgres "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1 \
  && [ "$(replica_sql 'select pg_is_in_recovery()' 2>/dev/null)" = t ]; then
  log "already running on port $REPLICA ($DIR)"
  echo "$URL"
  exit 0
fi
if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$REPLICA"; then log "port $REPLICA is taken by another server"; exit 1; fi

wal_level=$(primary_sql 'show wal_level')
senders=$(primary_sql 'show max_wal_senders')
if [ "$wal_level" = minimal ] || [ "$senders" = 0 ]; then
  log "the primary needs wal_level=replica and max_wal_senders>0 (a restart): wal_level=$wal_level max_wal_senders=$senders"
  exit 1
fi

# The replication line for 127.0.0.1, added once; a reload makes it count.
hba=$(primary_sql 'show hba_file')
if ! grep -Eq '^[[:space:]]*host(ssl|nossl)?[[:space:]]+replication[[:space:]]+[^[:space:]]+[[:space:]]+127\.0\.0\.1/32' "$hba"; then
  printf '\n# streaming replica for tests (scripts/pg-replica.sh)\nhost    replication     all     127.0.0.1/32    scram-sha-256\n' >>"$hba"
  primary_sql 'select pg_reload_conf()' >/dev/null
  log "added a replication line for 127.0.0.1 to $hba and reloaded"
fi

stop_one "$DIR"
mkdir -p "$DIR"
chown postgres:postgres "$DIR" 2>/dev/null || true
chmod 700 "$DIR"
log "base backup of 127.0.0.1:$PRIMARY into $DIR"
as_postgres env PGPASSWORD="$PASSWORD" "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY" -U "$USER_NAME" -D "$DIR" \
  -R -X stream -c fast --no-sync

# A standby refuses to start with fewer of these than its primary has.
setting() { primary_sql "show $1"; }
as_postgres tee "$DIR/postgresql.conf" >/dev/null <<EOF
# Read replica made by scripts/pg-replica.sh (primary: 127.0.0.1:$PRIMARY)
port = $REPLICA
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
hot_standby = on
hot_standby_feedback = on
max_standby_streaming_delay = 30s
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
shared_buffers = 64MB
fsync = off
logging_collector = off
EOF
as_postgres tee "$DIR/pg_hba.conf" >/dev/null <<'EOF'
local   all   all                 peer
host    all   all   127.0.0.1/32  scram-sha-256
EOF
as_postgres touch "$DIR/pg_ident.conf"

as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start >/dev/null || {
  log "the replica did not start; its log:"
  tail -20 "$DIR/server.log" >&2
  exit 1
}

# Caught up with the primary's position now (the copy's end and anything written since).
target=$(primary_sql 'select pg_current_wal_flush_lsn()')
for _ in $(seq 1 600); do
  [ "$(replica_sql "select coalesce(pg_last_wal_replay_lsn() >= '$target'::pg_lsn, false)" 2>/dev/null)" = t ] && break
  sleep 0.1
done
[ "$(replica_sql 'select pg_is_in_recovery()')" = t ] || { log "the server on $REPLICA is not a standby"; exit 1; }
log "streaming replica of 127.0.0.1:$PRIMARY on 127.0.0.1:$REPLICA in $(( ($(date +%s%N) - started) / 1000000 )) ms"
echo "$URL"
