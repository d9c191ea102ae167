#!/usr/bin/env bash
# The restore drill: proves a backup can be restored, without touching the live database. Restores a dump
# into a scratch database beside it, compares it with the source, checks the books in the copy, starts a
# store process on the copy and asks it for a product, then drops the copy.
#   DATABASE_URL=postgres://…/shringar ADMIN_URL=postgres://…/postgres deploy/backup/restore-drill.sh [dump]
# Without a dump argument it first takes one with backup.sh. Needs the production build (npm run build).
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is required (the database the backup is of)}"
: "${ADMIN_URL:?ADMIN_URL is required (a role that may create and drop databases)}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
scratch="shringar_restore_drill_$(date -u +%Y%m%d%H%M%S)"
scratch_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$ADMIN_URL" "$scratch")"
store_pid=""
cleanup() {
  [ -n "$store_pid" ] && kill "$store_pid" 2>/dev/null && wait "$store_pid" 2>/dev/null || true
  psql -q "$ADMIN_URL" -c "drop database if exists \"$scratch\" with (force)" >/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
seconds() { echo $(( $(date +%s%N) / 1000000 )); }

dump="${1:-}"
if [ -z "$dump" ]; then
  t=$(seconds)
  BACKUP_DIR="$work" KEEP_DAYS=100000 "$here/backup.sh" >/dev/null
  dump="$(ls "$work"/shringar-*.dump)"
  echo "backup taken in $(( $(seconds) - t )) ms: $(du -h "$dump" | cut -f1)"
fi

t=$(seconds)
psql -q "$ADMIN_URL" -c "create database \"$scratch\"" >/dev/null
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$scratch_url" "$dump"
echo "restored into $scratch in $(( $(seconds) - t )) ms"

# The same rows in the copy as in the source (at the backup's moment: compare with a quiet source, or read
# the counts as "at least" on a live one).
counts='select (select count(*) from orders) as orders, (select count(*) from users) as users,
  (select count(*) from wallet_ledger) as ledger, (select count(*) from product_variants) as variants,
  (select count(*) from drizzle.__drizzle_migrations) as migrations'
source_counts="$(psql -Atq "$DATABASE_URL" -c "$counts")"
copy_counts="$(psql -Atq "$scratch_url" -c "$counts")"
echo "rows (orders|users|ledger|variants|migrations): source $source_counts, copy $copy_counts"
[ "$source_counts" = "$copy_counts" ] || { echo "FAIL: the copy's rows differ from the source's"; exit 1; }

# The books hold in the copy: every wallet balance is its ledger's sum.
bad_wallets="$(psql -Atq "$scratch_url" -c "select count(*) from users u where u.wallet_balance_paise <>
  coalesce((select sum(case when l.type = 'CREDIT' then l.amount_paise else -l.amount_paise end)
            from wallet_ledger l where l.user_id = u.id), 0)")"
echo "wallets whose balance differs from the ledger: $bad_wallets"
[ "$bad_wallets" = 0 ] || { echo "FAIL: wallet balances differ from the ledger"; exit 1; }

# A store process on the copy serves a product (it migrates nothing: the copy is current).
port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
t=$(seconds)
(cd "$repo/apps/api" && DATABASE_URL="$scratch_url" PORT="$port" HOST=127.0.0.1 SEED_DEMO=false JOBS_ENABLED=false \
  LOG_LEVEL=warn DATA_DIR="$work/data" exec node dist/server.js) >"$work/store.log" 2>&1 &
store_pid=$!
for _ in $(seq 1 600); do
  curl -fs "http://127.0.0.1:$port/api/v4/health" >/dev/null 2>&1 && break
  kill -0 "$store_pid" 2>/dev/null || { cat "$work/store.log"; echo "FAIL: the store did not start on the copy"; exit 1; }
  sleep 0.2
done
product="$(psql -Atq "$scratch_url" -c 'select id from products where is_active order by id limit 1')"
status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/v4/products/$product")"
echo "a store process on the copy: healthy after $(( $(seconds) - t )) ms, product $product answered $status"
[ "$status" = 200 ] || { echo "FAIL: the store on the copy did not serve a product"; exit 1; }
echo "restore drill passed"
