import { useState } from 'react';
import type { Route } from './+types/home';

export const meta = () => [{ title: 'Reference page' }, { name: 'description', content: 'A minimal page.' }];

/** Loader data, a list and one stateful button: the least a server-rendered React Router page hydrates. */
export const loader = () => ({
  items: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}`, price: 499 + i * 100 })),
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>A minimal server-rendered React Router page</h1>
      <p>The reference bench:lighthouse measures beside the store's pages, in the same run on the same machine.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Added {count}
      </button>
      <ul>
        {loaderData.items.map((item) => (
          <li key={item.id}>
            {item.name}: ₹{item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
