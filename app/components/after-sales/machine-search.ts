import { api } from '#app/lib/api';

// The catalogue's machines matching what was typed, for the after-sales machine picker: the public
// listing's own search (GET /api/public/variants), a handful at a time.

export interface MachineChoice {
  id: number;
  name: string;
  brand: string;
}

const SHOWN = 6;

export async function searchMachines(words: string, signal?: AbortSignal): Promise<MachineChoice[]> {
  const query = new URLSearchParams({ search: words, per_page: String(SHOWN) });
  const page = await api<{ data: { id: number; name: string; product: { brand: { name: string } } }[] }>(
    `/public/variants?${query}`,
    { signal },
  );
  return page.data.map((v) => ({ id: v.id, name: v.name, brand: v.product.brand.name }));
}
