import type { Variant } from '#common/schemas/variant';
import { specName } from '#common/spec-names';
import { SpecValue } from './spec-value';

/**
 * Technical Specifications grouped by category, each under the dictionary's name of its parameter
 * (docs/product.md §17). Values are right-aligned in tabular figures so
 * numbers with units line up down the column (tabular figures).
 */
export function SpecTable({ groups }: { groups: Variant['technical_parameters'] }) {
  const filled = groups.filter((g) => g.specifications.length > 0);
  if (filled.length === 0) return <p className="text-neutral-600">No technical parameters available.</p>;
  return (
    <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Technical specifications</caption>
        {filled.map((group) => (
          <tbody key={group.category} className="border-b border-neutral-200 last:border-b-0">
            <tr className="bg-neutral-100">
              <th colSpan={2} scope="colgroup" className="px-4 py-2.5 font-semibold text-charcoal">
                {group.category}
              </th>
            </tr>
            {group.specifications.map((spec) => (
              <tr key={spec.key} className="spec-row">
                <th scope="row" className="spec-name">
                  {specName(spec)}
                </th>
                <td className="spec-value">
                  <SpecValue value={spec.value} display={spec.display} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
