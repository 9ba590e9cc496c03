import type { SortOrder } from '@/lib/pages';

import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

interface LibraryControlsProps {
  onSearch: (text: string) => void;
  /** What is searched, under the Search label. */
  hint: string;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  nameIs?: 'name' | 'title';
}

/** Above a library grid (medias, videos, playlists): its search and its sort, side by side. */
export function LibraryControls({ onSearch, hint, sort, onSort, nameIs }: LibraryControlsProps) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-4">
      <SearchBox onSearch={onSearch} hint={hint} className="w-full max-w-sm" />
      <SortSelect value={sort} onChange={onSort} nameIs={nameIs} />
    </div>
  );
}
