// The comparison as the page shows it (docs/product.md §18); compare-page.server.ts makes it.

export interface ComparedMachine {
  id: number;
  name: string;
  /** Maker and model, as the quote modal fills it in. */
  quoteName: string;
  image: string | null;
  price: number | null;
  brand: string;
  category: string;
}

export interface CompareRowView {
  name: string;
  /** "kg", "m³"; empty for text and rows without a parameter. */
  unit: string;
  /** values[i] belongs to machines[i]; null where that machine does not list it. */
  values: (string | null)[];
  differs: boolean;
  /** Indexes of the best values (none where the row has no better direction, or nothing wins). */
  best: number[];
}

export interface CompareGroupView {
  name: string;
  rows: CompareRowView[];
}

export interface ComparePageData {
  machines: ComparedMachine[];
  groups: CompareGroupView[];
  /** What the address asked for but could not have ("You can compare up to 4 machines."). */
  notes: string[];
  /** "2 machines could not be shown: they are no longer available.", or null. */
  dropped: string | null;
}
