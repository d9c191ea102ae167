import type { StoreImage } from '@shringar/contracts/merchandising';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';

/**
 * The images the store already shows on its category, brand, banner and offer tiles, each once, labelled by
 * where it appears: what an operator may reuse for another tile.
 */
export async function listStoreImages(ctx: AppContext): Promise<StoreImage[]> {
  const found = await rows<{ url: string; label: string }>(
    ctx.db,
    sql`select url, min(label) as label from (
          select icon_url as url, 'Category: ' || name as label from categories
          union all select logo_url, 'Brand: ' || name from brands
          union all select image_url, 'Banner: ' || title from banners
          union all select image_url, 'Offer: ' || title from offers
        ) images
        group by url order by min(label), url`,
  );
  return found;
}
