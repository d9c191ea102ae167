/** What the catalogue and page benches load, found through the store's own API. */

const get = async <T>(base: string, path: string) =>
  ((await (await fetch(`${base}/api/v4${path}`)).json()) as { data: T }).data;

type CategoryPage = { items: { productId: number }[]; pagination: { totalItems: number } };

/** The largest category (the heaviest page a shopper opens) and its first product. */
export async function largestCategory(base: string): Promise<{ categoryId: number; productId: number }> {
  const categories = await get<{ categoryId: number }[]>(base, '/category/');
  let best = { categoryId: categories[0]!.categoryId, total: -1, productId: 0 };
  for (const c of categories) {
    const list = await get<CategoryPage>(base, `/products/category/${c.categoryId}/?itemsPerPage=1`);
    if (list.pagination.totalItems > best.total)
      best = { categoryId: c.categoryId, total: list.pagination.totalItems, productId: list.items[0]!.productId };
  }
  return { categoryId: best.categoryId, productId: best.productId };
}

/** The server-rendered pages the page benches load: Home, the first category and its first product. */
export async function pagePaths(base: string): Promise<{ Home: string; Category: string; Product: string }> {
  const categories = await get<{ categoryId: number }[]>(base, '/category/');
  const categoryId = categories[0]!.categoryId;
  const list = await get<CategoryPage>(base, `/products/category/${categoryId}/?itemsPerPage=1`);
  return { Home: '/', Category: `/category/${categoryId}`, Product: `/product/${list.items[0]!.productId}` };
}
