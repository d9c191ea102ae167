-- The wallet ledger is the record of money owed to shoppers: rows are only ever added.
create or replace function wallet_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'wallet_ledger is append-only';
end;
$$;
drop trigger if exists wallet_ledger_no_change on wallet_ledger;
create trigger wallet_ledger_no_change before update or delete on wallet_ledger
  for each row execute function wallet_ledger_append_only();
