import { useEffect, useRef, useState } from 'react';

import { useMessages } from '@/lib/i18n';

import { InputField } from './field-shell';
import { messages } from './messages';

/** How long typing must pause before the search is asked (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
  /** What is searched, under the label (e.g. 'Matches the start of a name.'). */
  hint?: string;
  placeholder?: string;
  className?: string;
}

/**
 * The search box of every grid: an input labelled "Search" whose text, once typing pauses,
 * becomes part of the list's query key (so the server answers the matching items).
 */
export function SearchBox({ onSearch, hint, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState('');
  const t = useMessages(messages);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <InputField
      name="search"
      type="search"
      label={t.search}
      hint={hint}
      placeholder={placeholder}
      autoComplete="off"
      value={text}
      onChange={(event) => setText(event.target.value)}
      // Enter must not submit the form around the box (the playlist builder): the search runs as you type.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      containerClassName={className ?? 'mb-4 max-w-sm'}
    />
  );
}
