/**
 * The part of a document list's API filter read the same way in every section, from `?status=…&from=…&to=…&q=…`:
 * an unknown status is left out, as are empty days and a blank search.
 */
export function documentFilterOf<Status extends string>(
  read: (key: string) => string,
  statusTitles: Record<Status, string>,
) {
  const filter: { status?: Status; createdFrom?: string; createdTo?: string; search?: string } = {};
  const status = read('status');
  if (status in statusTitles) filter.status = status as Status;
  if (read('from')) filter.createdFrom = read('from');
  if (read('to')) filter.createdTo = read('to');
  if (read('q').trim()) filter.search = read('q').trim();
  return filter;
}
