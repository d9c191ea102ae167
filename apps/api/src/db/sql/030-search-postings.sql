-- Search totals without visiting the matches: for every lexeme of the active products' search vectors, which
-- products hold it, as bitmaps over product ids in blocks of 4,096 (512 bytes a row). A search's exact total is
-- then the bits set in the AND (across query words) of ORs (across each word's matching lexemes): a few
-- hundred small rows whatever the word, where counting `gold` in the products table visited 19,515 rows.
-- search_lexemes lists the lexemes, so a query word's prefix, synonyms and corrections are matched against a
-- few hundred lexemes with the same `@@` the search uses. Rows are kept true by the triggers below however
-- products are written; bits of a product that left stay zero. Idempotent: runs when its text changes.
create table if not exists search_lexemes (lexeme text primary key);
create table if not exists search_postings (
  lexeme text not null,
  block integer not null,
  bits bit(4096) not null,
  primary key (lexeme, block)
);

-- New products, once per statement (the seed inserts a thousand at a time).
create or replace function search_postings_insert() returns trigger language plpgsql as $$
begin
  insert into search_lexemes
    select distinct l from new_products p, unnest(tsvector_to_array(p.search_vector)) l
     where p.is_active order by 1 on conflict do nothing;
  insert into search_postings as s (lexeme, block, bits)
    select l, p.id / 4096, bit_or(set_bit(0::bit(4096), p.id % 4096, 1))
      from new_products p, unnest(tsvector_to_array(p.search_vector)) l
     where p.is_active
     group by 1, 2 order by 1, 2
  on conflict (lexeme, block) do update set bits = s.bits | excluded.bits;
  return null;
end;
$$;
drop trigger if exists search_postings_insert on products;
create trigger search_postings_insert after insert on products
  referencing new table as new_products for each statement execute function search_postings_insert();

-- A product whose vector or activity changed, or that was deleted: its bit is set for the lexemes it now has
-- and cleared for those it had. One statement in lexeme order, so concurrent edits lock rows in one order.
create or replace function search_postings_row() returns trigger language plpgsql as $$
declare
  product_id integer;
  mask bit(4096);
  had text[] := '{}';
  has text[] := '{}';
begin
  if tg_op = 'DELETE' then
    product_id := old.id;
  else
    product_id := new.id;
    if new.is_active then
      has := tsvector_to_array(coalesce(new.search_vector, ''::tsvector));
    end if;
  end if;
  if tg_op <> 'INSERT' then
    if old.is_active then
      had := tsvector_to_array(coalesce(old.search_vector, ''::tsvector));
    end if;
  end if;
  mask := set_bit(0::bit(4096), product_id % 4096, 1);
  insert into search_lexemes select l from unnest(has) l order by 1 on conflict do nothing;
  insert into search_postings as s (lexeme, block, bits)
    select l, product_id / 4096, case when l = any(has) then mask else 0::bit(4096) end
      from (select distinct l from unnest(had || has) l) ls order by 1
  on conflict (lexeme, block) do update
    set bits = case when excluded.bits = 0::bit(4096) then s.bits & ~mask else s.bits | mask end;
  return null;
end;
$$;
drop trigger if exists search_postings_update on products;
-- No column list: the vector is often set by products_search_fill (a BEFORE trigger), which `update of` misses.
create trigger search_postings_update after update on products
  for each row when (old.search_vector is distinct from new.search_vector or old.is_active is distinct from new.is_active)
  execute function search_postings_row();
drop trigger if exists search_postings_delete on products;
create trigger search_postings_delete after delete on products for each row execute function search_postings_row();

-- A store made before this script: its products' postings, once.
insert into search_lexemes
  select distinct l from products p, unnest(tsvector_to_array(p.search_vector)) l
   where p.is_active and not exists (select 1 from search_postings)
  on conflict do nothing;
insert into search_postings (lexeme, block, bits)
  select l, p.id / 4096, bit_or(set_bit(0::bit(4096), p.id % 4096, 1))
    from products p, unnest(tsvector_to_array(p.search_vector)) l
   where p.is_active and not exists (select 1 from search_postings)
   group by 1, 2
  on conflict do nothing;

-- Emptying the products (tests, a store reset) empties the bitmaps: ids may start again from 1.
create or replace function search_postings_truncate() returns trigger language plpgsql as $$
begin
  truncate search_postings;
  return null;
end;
$$;
drop trigger if exists search_postings_truncate on products;
create trigger search_postings_truncate after truncate on products
  for each statement execute function search_postings_truncate();
