import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { useMessages } from '@/lib/i18n';
import type { ScreenGroup } from '@/types/api';

import type { ScreenChoice } from '../api/get-screen-choices';
import { messages } from '../messages';

interface GroupsTableProps {
  groups: readonly ScreenGroup[];
  screens: readonly ScreenChoice[];
  onEdit: (group: ScreenGroup) => void;
  onRemove: (group: ScreenGroup) => void;
}

/** The groups grid: Name, its screens by name, and Edit and Delete. */
export function GroupsTable({ groups, screens, onEdit, onRemove }: GroupsTableProps) {
  const t = useMessages(messages);
  const names = new Map(screens.map((screen) => [screen.id, screen.name]));
  const members = (group: ScreenGroup) => group.screenIds.flatMap((id) => names.get(id) ?? []);
  return (
    <DataTable
      caption={t.title}
      rows={groups}
      rowKey={(group) => group.id}
      columns={[
        { header: t.name, cell: (group) => group.name },
        { header: t.screens, cell: (group) => `${t.count(members(group).length)}${members(group).length ? `: ${members(group).join(', ')}` : ''}` },
        {
          header: t.actions,
          alignEnd: true,
          cell: (group) => (
            <div className="flex items-center justify-end gap-1">
              <Button variant="secondary" size="sm" aria-label={t.editNamed(group.name)} onClick={() => onEdit(group)}>
                {t.edit}
              </Button>
              <Button variant="ghost" size="sm" className="text-red-700" aria-label={t.removeNamed(group.name)} onClick={() => onRemove(group)}>
                {t.remove}
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
