import { listPublicBrands } from '../../lib/catalog.server';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Ironsite Heavy Equipment — Batching Plants, Cranes, Loaders' },
    { name: 'description', content: 'Heavy equipment and industrial machinery for Philippine projects.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await listPublicBrands(context.db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Ironsite Heavy Equipment</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {loaderData.brands.map((b) => (
          <li key={b.id} className="rounded border border-neutral-200 bg-white p-4">
            {b.name}
          </li>
        ))}
      </ul>
    </main>
  );
}
