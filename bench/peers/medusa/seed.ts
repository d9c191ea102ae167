/**
 * Seeds Medusa for `npm run bench:peers` with the products Shringar's store serves in the same run (read from
 * PEERS_PRODUCTS), through Medusa's own workflows: a region India (INR), a sales channel, a publishable key, and
 * each product with one option (its variant names), one INR price per variant and its images. Writes the
 * publishable key and the handle-to-id map to PEERS_SEED_OUT. Copied into Medusa's temporary folder and run
 * by `medusa exec`; not part of Shringar's build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ExecArgs } from '@medusajs/framework/types';
import { Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';

type PeerProduct = {
  handle: string;
  title: string;
  description: string;
  images: string[];
  variants: { title: string; sku: string; rupees: number }[];
};

export default async function seed({ container }: ExecArgs) {
  const products = JSON.parse(readFileSync(process.env.PEERS_PRODUCTS!, 'utf8')) as PeerProduct[];
  const {
    result: [channel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: 'Bench Sales Channel' }] },
  });
  const [store] = await container.resolve(Modules.STORE).listStores();
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [{ currency_code: 'inr', is_default: true }],
        default_sales_channel_id: channel.id,
      },
    },
  });
  await createRegionsWorkflow(container).run({
    input: {
      regions: [{ name: 'India', currency_code: 'inr', countries: ['in'], payment_providers: ['pp_system_default'] }],
    },
  });
  const {
    result: [key],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: 'Bench storefront', type: 'publishable', created_by: '' }] },
  });
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: [channel.id] } });

  const ids: Record<string, string> = {};
  for (let start = 0; start < products.length; start += 50) {
    const { result } = await createProductsWorkflow(container).run({
      input: {
        products: products.slice(start, start + 50).map((p) => ({
          title: p.title,
          handle: p.handle,
          description: p.description,
          status: ProductStatus.PUBLISHED,
          thumbnail: p.images[0],
          images: p.images.map((url) => ({ url })),
          options: [{ title: 'Variant', values: p.variants.map((v) => v.title) }],
          variants: p.variants.map((v) => ({
            title: v.title,
            sku: v.sku,
            options: { Variant: v.title },
            manage_inventory: false,
            prices: [{ amount: v.rupees, currency_code: 'inr' }],
          })),
          sales_channels: [{ id: channel.id }],
        })),
      },
    });
    for (const made of result) ids[made.handle] = made.id;
  }
  writeFileSync(process.env.PEERS_SEED_OUT!, JSON.stringify({ publishableKey: key.token, ids }));
}
