-- Product search: a weighted full-text vector (name A, brand B, category C, variant names and highlights D), and a
-- dictionary of the distinct words in product, variant, brand and category names for typo tolerance: a
-- misspelled query word is corrected against the dictionary (a few thousand words, pg_trgm), then matched in
-- full text, so no query scans the catalogue by similarity. Triggers keep both true however rows arrive: bulk
-- writes refresh once per statement (set-based), an operator's edit refreshes its one product. Idempotent: runs
-- on every start.
create extension if not exists pg_trgm;

alter table products add column if not exists search_vector tsvector;
create index if not exists products_search_vector_idx on products using gin (search_vector);
-- Earlier builds matched typos by similarity over a per-product text; the dictionary replaced it.
drop index if exists products_search_text_trgm_idx;
alter table products drop column if exists search_text;

create table if not exists search_words (word text primary key);
create index if not exists search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

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

-- The words of a name as the dictionary keeps them: folded, split by the text-search parser, 3 to 40 letters
-- (shorter words are matched as prefixes, never corrected).
create or replace function search_words_of(t text) returns setof text language sql immutable parallel safe as $$
  select w from unnest(tsvector_to_array(to_tsvector('simple', search_fold(t)))) w where length(w) between 3 and 40
$$;

-- The vector from a product's parts; one definition for the row trigger and the set-based refresh.
create or replace function search_vector_of(name text, brand text, category text, variant_words text)
returns tsvector language sql immutable parallel safe as $$
  select setweight(to_tsvector('english', search_fold(name)), 'A') ||
         setweight(to_tsvector('english', search_fold(coalesce(brand, ''))), 'B') ||
         setweight(to_tsvector('english', search_fold(coalesce(category, ''))), 'C') ||
         setweight(to_tsvector('english', search_fold(coalesce(variant_words, ''))), 'D')
$$;

-- Recomputes the vectors of the given products in one statement (bulk variant writes, renamed brands).
create or replace function products_search_refresh(ids integer[]) returns void language sql as $$
  update products p
     set search_vector = search_vector_of(p.name, b.name, c.name, vw.words)
    from products src
    left join brands b on b.id = src.brand_id
    left join categories c on c.id = src.category_id
    left join lateral (
      select string_agg(v.name || ' ' || coalesce((select string_agg(h, ' ') from jsonb_array_elements_text(v.highlights) h), ''),
                        ' ' order by v.sort_order, v.id) as words
        from product_variants v where v.product_id = src.id
    ) vw on true
   where src.id = any(ids) and p.id = src.id
$$;

-- An inserted or renamed product: computed on the row being written, so an insert writes it once. A new
-- product has no variants yet (they reference it), so an insert reads only its brand and category.
create or replace function products_search_fill() returns trigger language plpgsql as $$
declare
  variant_words text;
begin
  -- A bulk writer (the seed) that computed the vector with search_vector_of in its INSERT.
  if tg_op = 'INSERT' and new.search_vector is not null then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    select string_agg(v.name || ' ' || coalesce((select string_agg(h, ' ') from jsonb_array_elements_text(v.highlights) h), ''),
                      ' ' order by v.sort_order, v.id)
      into variant_words from product_variants v where v.product_id = new.id;
    insert into search_words select search_words_of(new.name) on conflict do nothing;
  end if;
  new.search_vector := search_vector_of(new.name, (select b.name from brands b where b.id = new.brand_id),
                                        (select c.name from categories c where c.id = new.category_id), variant_words);
  return new;
end;
$$;
drop trigger if exists products_search_fill on products;
create trigger products_search_fill before insert or update of name, brand_id, category_id on products
  for each row execute function products_search_fill();

-- New products' names join the dictionary once per statement.
create or replace function products_search_words_new() returns trigger language plpgsql as $$
begin
  insert into search_words select distinct search_words_of(p.name) from new_products p on conflict do nothing;
  return null;
end;
$$;
drop trigger if exists products_search_words on products;
create trigger products_search_words after insert on products
  referencing new table as new_products for each statement execute function products_search_words_new();

-- Variant writes: one refresh per statement over the products they touch (the seed inserts thousands at once).
-- A writer that put the variants' words into its products' vectors already says so for its transaction
-- (shringar.search_vector_written), and the refresh is skipped.
create or replace function products_search_touch_new() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('shringar.search_vector_written', true), '') <> 'on' then
    perform products_search_refresh(array(select distinct product_id from new_variants));
  end if;
  insert into search_words select distinct search_words_of(v.name) from new_variants v on conflict do nothing;
  return null;
end;
$$;
create or replace function products_search_touch_old() returns trigger language plpgsql as $$
begin
  perform products_search_refresh(array(select distinct product_id from old_variants));
  return null;
end;
$$;
create or replace function products_search_touch_row() returns trigger language plpgsql as $$
begin
  perform products_search_refresh(array[new.product_id, old.product_id]);
  insert into search_words select search_words_of(new.name) on conflict do nothing;
  return null;
end;
$$;
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
  insert into search_words select search_words_of(new.name) on conflict do nothing;
  if tg_op = 'UPDATE' then
    perform products_search_refresh(array(select id from products where brand_id = new.id));
  end if;
  return null;
end;
$$;
create or replace function products_search_touch_category() returns trigger language plpgsql as $$
begin
  insert into search_words select search_words_of(new.name) on conflict do nothing;
  if tg_op = 'UPDATE' then
    perform products_search_refresh(array(select id from products where category_id = new.id));
  end if;
  return null;
end;
$$;
drop trigger if exists brands_search_rename on brands;
create trigger brands_search_rename after update of name on brands
  for each row when (old.name is distinct from new.name) execute function products_search_touch_brand();
drop trigger if exists brands_search_words on brands;
create trigger brands_search_words after insert on brands for each row execute function products_search_touch_brand();
drop trigger if exists categories_search_rename on categories;
create trigger categories_search_rename after update of name on categories
  for each row when (old.name is distinct from new.name) execute function products_search_touch_category();
drop trigger if exists categories_search_words on categories;
create trigger categories_search_words after insert on categories for each row execute function products_search_touch_category();

create index if not exists categories_name_trgm_idx on categories using gin (search_fold(name) gin_trgm_ops);
create index if not exists brands_name_trgm_idx on brands using gin (search_fold(name) gin_trgm_ops);

-- Rows written before these triggers existed: vectors missing, and the dictionary of a store made before it.
select products_search_refresh(array(select id from products where search_vector is null));
insert into search_words
  select distinct w from (
    select search_words_of(name) w from products union all select search_words_of(name) from product_variants
    union all select search_words_of(name) from brands union all select search_words_of(name) from categories
  ) all_words
  where not exists (select 1 from search_words)
  on conflict do nothing;
