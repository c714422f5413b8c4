import { useCallback, useEffect, useMemo, useState } from 'react';
import { choiceOnScreen, facetClickUrl, facetLinkUrl, isChosen, withSort, type FacetClick } from '@shop/shared/catalog-url';
import { useLocation, useNavigate } from '@shop/shared/router';
import type { FilterEntry } from '../components/filter-group';

/** A change of the list the shopper asked for: a value ticked or not, a range set (null: open), the sort. */
type FilterIntent = FacetClick | { kind: 'sort'; value: string };

interface Waiting {
  /** Changes not yet opened, in the order they were made. */
  intents: FilterIntent[];
  /** The address shown when the last change went out, until another is shown; null when none is on its way. */
  sentAt: string | null;
  /** The address to open now (an object, so the same address twice is opened twice). */
  open: { url: string } | null;
  /** Every change made since the facets on screen were last this address's: how the panel should look. */
  made: FilterIntent[];
}

type ValueIntent = Extract<FilterIntent, { kind: 'value' }>;
type SortIntent = Extract<FilterIntent, { kind: 'sort' }>;

const IDLE: Waiting = { intents: [], sentAt: null, open: null, made: [] };

/**
 * Sends the first change that has something to do: computed from the address shown and the
 * facets on screen when they can tell it (`onScreen`), else by the facets' own links.
 */
function next(
  { intents, made }: Waiting,
  entries: readonly FilterEntry[],
  onScreen: ReturnType<typeof choiceOnScreen>,
  pathname: string,
  search: string,
): Waiting {
  const shown = `${pathname}${search}`;
  for (let rest = intents; rest.length > 0; rest = rest.slice(1)) {
    const intent = rest[0] as FilterIntent;
    const url =
      intent.kind === 'sort'
        ? withSort(pathname, search, intent.value)
        : onScreen
          ? facetClickUrl(intent, entries, onScreen, search)
          : facetLinkUrl(intent, entries, search);
    if (url !== null && url !== shown) return { intents: rest.slice(1), sentAt: shown, open: { url }, made };
  }
  return { ...IDLE, made };
}

export interface FilterIntents {
  /** Makes a change: opens its address at once (after the changes made before it). */
  apply: (intent: FilterIntent) => void;
  /** How a value should look ticked, if its change is not on screen yet. */
  wanted: (id: string) => boolean | undefined;
  /** The sort chosen, if it is not on screen yet. */
  wantedSort: string | undefined;
}

/**
 * The shopper's changes of a catalogue list (filters, sort). A change's address is computed
 * with the shared URL rules from the address shown and the facets on screen, which need not be
 * this address's: a change made while the one before is still loading goes out at once and
 * keeps both. Only when the facets cannot tell the address (another category's panel still on
 * screen, or a value of an option the panel does not show) does a change wait for the facets of
 * this address (`current`) and go out by their own links.
 */
export function useFilterIntents(entries: readonly FilterEntry[], current: boolean): FilterIntents {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shown = `${pathname}${search}`;
  const onScreen = useMemo(() => choiceOnScreen(pathname, search, entries), [pathname, search, entries]);
  const [waiting, setWaiting] = useState<Waiting>(IDLE);
  // One change at a time: the next goes out once the address the one before opened is shown
  // (by its own links, also once its facets are).
  const moved = waiting.sentAt !== null && waiting.sentAt !== shown;
  if (moved && waiting.intents.length === 0) {
    setWaiting({ ...IDLE, made: waiting.made });
  } else if (waiting.intents.length > 0 && (waiting.sentAt === null || moved) && (onScreen !== null || current)) {
    setWaiting(next(waiting, entries, onScreen, pathname, search));
  } else if (current && waiting.sentAt === null && waiting.intents.length === 0 && waiting.made.length > 0) {
    // The facets of the address shown have come: they say how the panel looks.
    setWaiting(IDLE);
  }
  useEffect(() => {
    if (waiting.open) navigate(waiting.open.url);
  }, [waiting.open, navigate]);

  const apply = useCallback(
    (intent: FilterIntent) => setWaiting((now) => ({ ...now, intents: [...now.intents, intent], made: [...now.made, intent] })),
    [],
  );
  const wanted = useCallback(
    (id: string) => {
      const made = waiting.made.findLast((intent): intent is ValueIntent => intent.kind === 'value' && intent.id === id);
      if (made) return made.checked;
      // The address shown says what is chosen before its own counts come.
      if (current || !onScreen) return undefined;
      const entry = entries.find((item) => item._id === id);
      return entry?.name ? isChosen(onScreen.choice, entry.optionColName, entry.name) : undefined;
    },
    [waiting.made, current, onScreen, entries],
  );
  const wantedSort = waiting.made.findLast((intent): intent is SortIntent => intent.kind === 'sort')?.value;
  return { apply, wanted, wantedSort };
}
