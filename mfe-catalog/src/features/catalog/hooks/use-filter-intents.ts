import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import type { FilterEntry } from '../components/filter-group';
import { intentUrl, type FilterIntent } from '../components/filter-urls';

interface Intents {
  /** Not yet on screen, in the order they were made; the first may be on its way. */
  waiting: FilterIntent[];
  /** The address shown when the first was sent, until another is shown; null when none is on its way. */
  sentAt: string | null;
  /** The address to open now (an object, so the same address twice is opened twice). */
  open: { url: string } | null;
}

type ValueIntent = Extract<FilterIntent, { kind: 'value' }>;
type SortIntent = Extract<FilterIntent, { kind: 'sort' }>;

const IDLE: Intents = { waiting: [], sentAt: null, open: null };

/** Sends the first intent that has something to do, from the address shown and its counts. */
function next(waiting: FilterIntent[], entries: readonly FilterEntry[], pathname: string, search: string): Intents {
  const shown = `${pathname}${search}`;
  for (let rest = waiting; rest.length > 0; rest = rest.slice(1)) {
    const url = intentUrl(rest[0]!, entries, pathname, search);
    if (url !== null && url !== shown) return { waiting: rest, sentAt: shown, open: { url } };
  }
  return IDLE;
}

export interface FilterIntents {
  /** Makes a change: now, or once the address of the change before it is shown with its counts. */
  apply: (intent: FilterIntent) => void;
  /** How a value should look ticked, if a change of it is not on screen yet. */
  wanted: (id: string) => boolean | undefined;
  /** The sort chosen, if it is not on screen yet. */
  wantedSort: string | undefined;
}

/**
 * The shopper's changes of a catalogue list (filters, sort), made one after another. The
 * API's filter URLs hold the filters they were counted for, so a change made while the one
 * before is still loading waits for its address and counts; otherwise ticking two boxes
 * quickly would keep only the last. `current`: `entries` are the counts of the address shown
 * (not the previous address's, kept on screen while its own load).
 */
export function useFilterIntents(entries: readonly FilterEntry[], current: boolean): FilterIntents {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [intents, setIntents] = useState<Intents>(IDLE);
  // The first change goes out once there are counts of the address shown; each next one once
  // the address that answers the one before is shown with its counts.
  const answered = intents.sentAt !== null && intents.sentAt !== `${pathname}${search}`;
  if (current && intents.waiting.length > 0 && (intents.sentAt === null || answered)) {
    setIntents(next(answered ? intents.waiting.slice(1) : intents.waiting, entries, pathname, search));
  }
  useEffect(() => {
    if (intents.open) navigate(intents.open.url);
  }, [intents.open, navigate]);

  const apply = useCallback((intent: FilterIntent) => setIntents((now) => ({ ...now, waiting: [...now.waiting, intent] })), []);
  const wanted = useCallback(
    (id: string) => intents.waiting.findLast((intent): intent is ValueIntent => intent.kind === 'value' && intent.id === id)?.checked,
    [intents.waiting],
  );
  const wantedSort = intents.waiting.findLast((intent): intent is SortIntent => intent.kind === 'sort')?.value;
  return { apply, wanted, wantedSort };
}
