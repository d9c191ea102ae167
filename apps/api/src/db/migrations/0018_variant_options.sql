-- Option values of a variant: a shade (swatch colour, shade family), a size (rank on the scale) or a pack size.
ALTER TABLE "product_variants" ADD COLUMN "shade_family" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "swatch" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "size_rank" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "pack_size" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "variants_options_ck" CHECK (("swatch" is null or "swatch" ~ '^#[0-9a-f]{6}$') and (("shade_family" is null) = ("swatch" is null)) and (("size" is null) = ("size_rank" is null)));--> statement-breakpoint
CREATE INDEX "variants_product_shade_idx" ON "product_variants" USING btree ("product_id","shade_family") WHERE "shade_family" is not null;--> statement-breakpoint
CREATE INDEX "variants_product_size_idx" ON "product_variants" USING btree ("product_id","size") WHERE "size" is not null;--> statement-breakpoint
-- Existing free-text names that are a known shade (the list in packages/contracts/src/variant-options.ts).
UPDATE "product_variants" v SET "shade_family" = k.family, "swatch" = k.swatch
FROM (VALUES
  ('Ruby Red', '#9b1b30', 'Reds'),
  ('Chilli Red', '#c1272d', 'Reds'),
  ('Maroon', '#7a1f2b', 'Reds'),
  ('Nude Pink', '#c98b85', 'Nudes'),
  ('Rose Petal', '#d06a86', 'Pinks'),
  ('Mauve Magic', '#a05a6e', 'Pinks'),
  ('Fuchsia Pop', '#c2185b', 'Pinks'),
  ('Magenta', '#b0226e', 'Pinks'),
  ('Blush Pink', '#e3a9a7', 'Pinks'),
  ('Coral Crush', '#e0614f', 'Corals'),
  ('Peach Blush', '#e79a7c', 'Corals'),
  ('Peach', '#f0a58a', 'Corals'),
  ('Berry Wine', '#6d1f3c', 'Berries'),
  ('Plum Perfect', '#5e2346', 'Berries'),
  ('Brick Brown', '#8a3b2a', 'Browns'),
  ('Cocoa Brown', '#6b3e2e', 'Browns'),
  ('Espresso Brown', '#4a2c21', 'Browns'),
  ('Tan', '#b8763f', 'Browns'),
  ('Royal Purple', '#4b2a6b', 'Purples'),
  ('Lilac Haze', '#b9a2d6', 'Purples'),
  ('Midnight Blue', '#1f2a5a', 'Blues'),
  ('Navy Blue', '#1d2d5c', 'Blues'),
  ('Navy', '#1e2a4a', 'Blues'),
  ('Royal Blue', '#27408b', 'Blues'),
  ('Emerald Green', '#0f5e4a', 'Greens'),
  ('Bottle Green', '#1f5a3a', 'Greens'),
  ('Mint Sorbet', '#9fd8c4', 'Greens'),
  ('Teal', '#0f6b6b', 'Greens'),
  ('Olive', '#6b6b3a', 'Greens'),
  ('Mustard', '#d4a017', 'Yellows'),
  ('Jet Black', '#141414', 'Blacks'),
  ('Black', '#222222', 'Blacks'),
  ('Smoky Grey', '#4b4f58', 'Greys'),
  ('Ivory', '#efe6d2', 'Whites'),
  ('Cream', '#eadfca', 'Whites'),
  ('Gold Dust', '#c8a24a', 'Metallics'),
  ('110 Porcelain', '#f1d3bd', 'Fair'),
  ('120 Ivory', '#e8c3a2', 'Fair'),
  ('220 Natural Beige', '#d9a883', 'Medium'),
  ('230 Warm Sand', '#cd9a71', 'Medium'),
  ('310 Honey', '#bb8458', 'Tan'),
  ('330 Caramel', '#a56c43', 'Tan'),
  ('420 Mocha', '#7e4f31', 'Deep')
) AS k(name, swatch, family)
WHERE v."name" = k.name;--> statement-breakpoint
-- … a size on the scale (case as written there), or a pack size ('50 ml', '1 L').
UPDATE "product_variants" v SET "size" = k.size, "size_rank" = k.rank
FROM (VALUES
  ('XS', 1),
  ('S', 2),
  ('M', 3),
  ('L', 4),
  ('XL', 5),
  ('XXL', 6),
  ('XXXL', 7),
  ('2.4', 8),
  ('2.6', 9),
  ('2.8', 10),
  ('2.10', 11)
) AS k(size, rank)
WHERE upper(btrim(v."name")) = upper(k.size);--> statement-breakpoint
UPDATE "product_variants" SET "pack_size" = btrim("name")
WHERE "shade_family" is null and "size" is null and btrim("name") ~ '^[0-9]{1,5}(\.[0-9]{1,2})? ?(ml|L|l|g|kg)$';
