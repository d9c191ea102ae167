-- Product search: a weighted full-text vector (name A, brand B, category C, variant names and highlights D) and a
-- folded text of the names (product, brand, category, variants) for pg_trgm typo tolerance. Triggers keep both
-- true however rows arrive (the seed inserts in bulk, operators edit one at a time). Idempotent: runs on every
-- start.
create extension if not exists pg_trgm;

alter table products add column if not exists search_vector tsvector;
alter table products add column if not exists search_text text;

create index if not exists products_search_vector_idx on products using gin (search_vector);
create index if not exists products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops);
-- Product lists: the default sort (bestseller rank, lower sells more) within a category or brand, and the
-- in-stock-first default variant.
-- Partial on is_active (every shopper query has it), so counts are index-only scans. Earlier development
-- builds made these without the predicate, under other names.
drop index if exists products_category_popularity_idx, products_brand_popularity_idx, products_popularity_idx,
  products_category_rank_idx, products_brand_rank_idx, products_rank_idx;
create index if not exists products_active_category_rank_idx on products (category_id, popularity, id) where is_active;
create index if not exists products_active_brand_rank_idx on products (brand_id, popularity, id) where is_active;
create index if not exists products_active_rank_idx on products (popularity, id) where is_active;
create index if not exists variants_product_default_idx on product_variants (product_id, (stock > 0) desc, sort_order, id);

-- Lakmé and Lakme are the same brand to a shopper: accents are folded away (the service folds queries alike).
create or replace function search_fold(t text) returns text language sql immutable parallel safe as $$
  select lower(translate(coalesce(t, ''), 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÑñ',
                                          'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
$$;

-- Computes both columns on the row being written, reading brand, category and variants as they are now.
create or replace function products_search_fill() returns trigger language plpgsql as $$
declare
  brand_name text;
  category_name text;
  variant_names text;
  variant_words text;
begin
  select b.name into brand_name from brands b where b.id = new.brand_id;
  select c.name into category_name from categories c where c.id = new.category_id;
  select string_agg(v.name, ' ' order by v.sort_order, v.id),
         string_agg(v.name || ' ' || coalesce((select string_agg(h, ' ') from jsonb_array_elements_text(v.highlights) h), ''), ' ')
    into variant_names, variant_words from product_variants v where v.product_id = new.id;
  new.search_vector :=
    setweight(to_tsvector('english', search_fold(new.name)), 'A') ||
    setweight(to_tsvector('english', search_fold(coalesce(brand_name, ''))), 'B') ||
    setweight(to_tsvector('english', search_fold(coalesce(category_name, ''))), 'C') ||
    setweight(to_tsvector('english', search_fold(coalesce(variant_words, ''))), 'D');
  -- Names only: typo matching over highlights would be slow and loose; full-text still covers them.
  new.search_text := search_fold(concat_ws(' ', new.name, brand_name, category_name, variant_names));
  return new;
end;
$$;

-- Writing search_vector (even to null) asks for a refresh: other triggers use that to recompute a product.
drop trigger if exists products_search_fill on products;
create trigger products_search_fill before insert or update of name, brand_id, category_id, search_vector on products
  for each row execute function products_search_fill();

create or replace function products_search_touch_new() returns trigger language plpgsql as $$
begin
  update products set search_vector = null where id in (select distinct product_id from new_variants);
  return null;
end;
$$;
create or replace function products_search_touch_old() returns trigger language plpgsql as $$
begin
  update products set search_vector = null where id in (select distinct product_id from old_variants);
  return null;
end;
$$;
create or replace function products_search_touch_row() returns trigger language plpgsql as $$
begin
  update products set search_vector = null where id = new.product_id or id = old.product_id;
  return null;
end;
$$;

-- Bulk variant inserts refresh each product once per statement, not once per variant.
drop trigger if exists variants_search_insert on product_variants;
create trigger variants_search_insert after insert on product_variants
  referencing new table as new_variants for each statement execute function products_search_touch_new();
drop trigger if exists variants_search_delete on product_variants;
create trigger variants_search_delete after delete on product_variants
  referencing old table as old_variants for each statement execute function products_search_touch_old();
-- Stock and price change on every order; only words matter here.
drop trigger if exists variants_search_update on product_variants;
create trigger variants_search_update after update of name, highlights, product_id on product_variants
  for each row when (old.name is distinct from new.name or old.highlights is distinct from new.highlights
                     or old.product_id is distinct from new.product_id)
  execute function products_search_touch_row();

create or replace function products_search_touch_brand() returns trigger language plpgsql as $$
begin
  update products set search_vector = null where brand_id = new.id;
  return null;
end;
$$;
create or replace function products_search_touch_category() returns trigger language plpgsql as $$
begin
  update products set search_vector = null where category_id = new.id;
  return null;
end;
$$;
drop trigger if exists brands_search_rename on brands;
create trigger brands_search_rename after update of name on brands
  for each row when (old.name is distinct from new.name) execute function products_search_touch_brand();
drop trigger if exists categories_search_rename on categories;
create trigger categories_search_rename after update of name on categories
  for each row when (old.name is distinct from new.name) execute function products_search_touch_category();

create index if not exists categories_name_trgm_idx on categories using gin (search_fold(name) gin_trgm_ops);
create index if not exists brands_name_trgm_idx on brands using gin (search_fold(name) gin_trgm_ops);

-- Rows written before these triggers existed.
update products set search_vector = null where search_vector is null or search_text is null;
