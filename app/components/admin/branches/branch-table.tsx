import { Link } from 'react-router';
import { cellClass } from '#app/components/admin/admin-table';
import { type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { ThumbNameCell } from '#app/components/admin/record-thumb';
import { adminPaths } from '#common/admin-paths';
import { formatPhone } from '#common/phone';
import { type AdminBranch, BRANCH_SERVICE_LABELS } from '#common/schemas/branches';

// On a phone the place and services give way to the name, the first phone and the actions.
const SECONDARY = 'hidden md:table-cell';
const HEAD = [
  'Branch',
  { label: 'Place', className: SECONDARY },
  { label: 'Services', className: SECONDARY },
  'Phone',
  'Stock',
];

export function BranchTable(list: RecordListProps<AdminBranch>) {
  return <RecordTable caption="Branches" head={HEAD} {...list} cells={branchCells} />;
}

function branchCells(branch: AdminBranch) {
  return (
    <>
      <ThumbNameCell src={branch.photo} name={branch.name} fit="cover" />
      <td className={`${cellClass} ${SECONDARY}`}>
        {branch.city_name}, {branch.province_name}
      </td>
      <td className={`${cellClass} ${SECONDARY}`}>
        {branch.services.map((s) => BRANCH_SERVICE_LABELS[s]).join(', ')}
      </td>
      <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
        {branch.phones[0] ? formatPhone(branch.phones[0]) : ''}
      </td>
      <td className={cellClass}>
        <Link to={adminPaths.branchStock(branch.id)} className="font-medium underline underline-offset-2">
          Stock list<span className="sr-only"> of {branch.name}</span>
        </Link>
      </td>
    </>
  );
}
