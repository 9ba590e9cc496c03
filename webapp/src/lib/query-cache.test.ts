import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { Page } from './pages';
import { prependToList, removeFromList, replaceInList } from './query-cache';

type Item = { id: string; name: string };
const item = (id: string, name = id): Item => ({ id, name });
const pages = (...lists: Item[][]): InfiniteData<Page<Item>, string | null> => ({
  pages: lists.map((items, index) => ({ items, nextCursor: index < lists.length - 1 ? String(index + 1) : null })),
  pageParams: lists.map((_, index) => (index === 0 ? null : String(index))),
});
const names = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<InfiniteData<Page<Item>>>(key)?.pages.map((page) => page.items.map((entry) => entry.name));

describe('cache helpers on paged lists', () => {
  it('replace an item in every page of every search of a list, and leave other data alone', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', ''], pages([item('a'), item('b')], [item('c')]));
    client.setQueryData(['things', 'list', 'c'], pages([item('c')]));
    client.setQueryData(['things', 'detail', 'c'], item('c'));
    replaceInList(client, ['things', 'list'], item('c', 'C!'));
    expect(names(client, ['things', 'list', ''])).toEqual([['a', 'b'], ['C!']]);
    expect(names(client, ['things', 'list', 'c'])).toEqual([['C!']]);
    expect(client.getQueryData(['things', 'detail', 'c'])).toEqual(item('c'));
  });

  it('remove an item from whichever page holds it, keeping the cursors', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', ''], pages([item('a')], [item('b'), item('c')]));
    removeFromList(client, ['things', 'list'], 'b');
    expect(names(client, ['things', 'list', ''])).toEqual([['a'], ['c']]);
    expect(client.getQueryData<InfiniteData<Page<Item>>>(['things', 'list', ''])?.pages[0]?.nextCursor).toBe('1');
  });

  it('prepend a new item to the first page of the unsearched list only', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', ''], pages([item('a')], [item('b')]));
    client.setQueryData(['things', 'list', 'a'], pages([item('a')]));
    prependToList(client, ['things', 'list', ''], item('new'));
    expect(names(client, ['things', 'list', ''])).toEqual([['new', 'a'], ['b']]);
    expect(names(client, ['things', 'list', 'a'])).toEqual([['a']]);
  });

  it('still update plain arrays (lists read whole)', () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'every'], [item('a'), item('b')]);
    replaceInList(client, ['things', 'every'], item('b', 'B!'));
    expect(client.getQueryData<Item[]>(['things', 'every'])?.map((entry) => entry.name)).toEqual(['a', 'B!']);
  });
});
