-- What a product's listing facets read, one row per product that has a variant, kept on write by the triggers
-- below (so orders, cancellations, returns, the CSV import, console stock moves and the seed keep it right
-- without code of their own): the product's scope and rating, its default variant's (the card's: the first in
-- stock by sort order, else the first) price, base price and whether it is in stock, and the shade families and
-- sizes of all its variants as bit sets (bit i: the i-th value of SHADE_FAMILIES or SIZE_SCALE in
-- packages/contracts/src/variant-options.ts, which the functions below repeat and a test compares). Facet counts
-- are then one pass over a category's rows, integer tests per value, instead of a variant probe per product and a
-- join over every variant; arrays (unnest, = any) measured two to four times slower than bits.
CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"rating_total" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"base_price_paise" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"shade_bits" integer NOT NULL,
	"size_bits" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category_id") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "product_facets_brand_idx" ON "product_facets" USING btree ("brand_id") WHERE "is_active";--> statement-breakpoint
-- The vocabularies the bits number, in the contracts' order. A value appended there is appended here by a new
-- migration (which then refreshes every row); no value ever moves to another bit.
CREATE OR REPLACE FUNCTION facet_shade_families() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array['Reds', 'Pinks', 'Nudes', 'Corals', 'Berries', 'Browns', 'Purples', 'Blues', 'Greens', 'Yellows',
               'Blacks', 'Greys', 'Whites', 'Fair', 'Medium', 'Tan', 'Deep', 'Metallics']::text[]
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION facet_sizes() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2.4', '2.6', '2.8', '2.10']::text[]
$$;--> statement-breakpoint
-- Recomputes the rows of the given products from products and product_variants. The rows are locked first (in
-- id order), so of two transactions writing one product's variants the second waits, then reads what the first
-- committed (each statement of a function takes a new snapshot): neither writes a row from stale variants.
-- A row is written only when it changes; a product with no variant left has none.
CREATE OR REPLACE FUNCTION product_facets_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
begin
  perform 1 from product_facets where product_id = any(ids) order by product_id for update;
  delete from product_facets s where s.product_id = any(ids)
    and not exists (select 1 from product_variants v where v.product_id = s.product_id);
  insert into product_facets as s (product_id, category_id, brand_id, is_active, rating_total, rating_count,
                                   variant_id, price_paise, base_price_paise, in_stock, shade_bits, size_bits)
  select p.id, p.category_id, p.brand_id, p.is_active, p.rating_total, p.rating_count,
         dv.id, dv.price_paise, dv.base_price_paise, dv.stock > 0,
         (select coalesce(bit_or(1 << (array_position(facet_shade_families(), o.shade_family) - 1)), 0)
            from product_variants o where o.product_id = p.id),
         (select coalesce(bit_or(1 << (array_position(facet_sizes(), o.size) - 1)), 0)
            from product_variants o where o.product_id = p.id)
    from products p
    cross join lateral (
      select v.id, v.price_paise, v.base_price_paise, v.stock from product_variants v
       where v.product_id = p.id order by (v.stock > 0) desc, v.sort_order, v.id limit 1
    ) dv
   where p.id = any(ids)
   order by p.id
  on conflict (product_id) do update set
    category_id = excluded.category_id, brand_id = excluded.brand_id, is_active = excluded.is_active,
    rating_total = excluded.rating_total, rating_count = excluded.rating_count, variant_id = excluded.variant_id,
    price_paise = excluded.price_paise, base_price_paise = excluded.base_price_paise, in_stock = excluded.in_stock,
    shade_bits = excluded.shade_bits, size_bits = excluded.size_bits
  where (s.category_id, s.brand_id, s.is_active, s.rating_total, s.rating_count, s.variant_id, s.price_paise,
         s.base_price_paise, s.in_stock, s.shade_bits, s.size_bits)
        is distinct from
        (excluded.category_id, excluded.brand_id, excluded.is_active, excluded.rating_total, excluded.rating_count,
         excluded.variant_id, excluded.price_paise, excluded.base_price_paise, excluded.in_stock,
         excluded.shade_bits, excluded.size_bits);
end;
$$;--> statement-breakpoint
-- Variants added or removed: once per statement over the products they touch (the seed adds a thousand
-- products' variants at a time, the CSV undo removes many).
CREATE OR REPLACE FUNCTION product_facets_variants_added() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  perform product_facets_refresh(array(select distinct product_id from new_variants order by 1));
  return null;
end;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_variants_removed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  perform product_facets_refresh(array(select distinct product_id from old_variants order by 1));
  return null;
end;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_table_name = 'products' then
    perform product_facets_refresh(array[new.id]);
  else
    perform product_facets_refresh(array(select distinct x from unnest(array[old.product_id, new.product_id]) x order by 1));
  end if;
  return null;
end;
$$;--> statement-breakpoint
CREATE TRIGGER product_facets_variants_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_facets_variants_added();--> statement-breakpoint
CREATE TRIGGER product_facets_variants_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION product_facets_variants_removed();--> statement-breakpoint
-- A variant's change that can move its product's row: its stock crossing zero (not every sale: 5 → 4 changes
-- nothing, so most orders never touch the row), price, base price, order, options or product. Deferred to the
-- commit, so a transaction takes its products' rows after every variant row it writes: an order taking the last
-- unit and a console save of the same product's variants do not each hold a row the other waits for.
CREATE CONSTRAINT TRIGGER product_facets_variants_update AFTER UPDATE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.stock > 0) IS DISTINCT FROM (new.stock > 0) OR old.price_paise IS DISTINCT FROM new.price_paise
        OR old.base_price_paise IS DISTINCT FROM new.base_price_paise OR old.sort_order IS DISTINCT FROM new.sort_order
        OR old.shade_family IS DISTINCT FROM new.shade_family OR old.size IS DISTINCT FROM new.size
        OR old.product_id IS DISTINCT FROM new.product_id)
  EXECUTE FUNCTION product_facets_row_changed();--> statement-breakpoint
-- The product's own columns the facets read: its category, brand, whether it is on sale, its rating (reviews
-- posted, edited, hidden or published move it).
CREATE CONSTRAINT TRIGGER product_facets_products_update AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.category_id IS DISTINCT FROM new.category_id OR old.brand_id IS DISTINCT FROM new.brand_id
        OR old.is_active IS DISTINCT FROM new.is_active OR old.rating_total IS DISTINCT FROM new.rating_total
        OR old.rating_count IS DISTINCT FROM new.rating_count)
  EXECUTE FUNCTION product_facets_row_changed();--> statement-breakpoint
-- The catalogue as it is.
SELECT product_facets_refresh(array(SELECT id FROM products ORDER BY id));--> statement-breakpoint
ANALYZE product_facets;
