#!/usr/bin/env bash
# A consistent backup of the store's database (pg_dump takes one snapshot, so a backup taken while orders
# are placed is still whole) and of its upload folder, with the oldest beyond KEEP_DAYS removed.
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/shringar [UPLOAD_DIR=/var/lib/shringar/uploads] \
#     deploy/backup/backup.sh
# Use a pg_dump of the server's major version or newer. Run it daily (cron or a systemd timer) and copy
# BACKUP_DIR off the machine. docs/operations.md, "Backups".
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is required}"
: "${BACKUP_DIR:?BACKUP_DIR is required}"
KEEP_DAYS="${KEEP_DAYS:-14}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$BACKUP_DIR"

dump="$BACKUP_DIR/shringar-$stamp.dump"
# Custom format: compressed, and pg_restore can restore it table by table or in parallel.
pg_dump --format=custom --no-owner --no-privileges --file="$dump.partial" "$DATABASE_URL"
mv "$dump.partial" "$dump"
echo "database: $dump ($(du -h "$dump" | cut -f1))"

if [ -n "${UPLOAD_DIR:-}" ] && [ -d "$UPLOAD_DIR" ]; then
  tar -C "$UPLOAD_DIR" -czf "$BACKUP_DIR/uploads-$stamp.tar.gz" .
  echo "uploads: $BACKUP_DIR/uploads-$stamp.tar.gz"
fi

find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'shringar-*.dump' -o -name 'uploads-*.tar.gz' \) \
  -mtime "+$KEEP_DAYS" -print -delete
