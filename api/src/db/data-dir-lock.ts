import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds an embedded database directory. */
interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** A second process asked for a directory another one holds. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database ${dataDir} is open in process ${owner.pid} on ${owner.host} (since ${owner.since}); ` +
        'it belongs to one process at a time: stop that one first, or set API_DATA_DIR to another directory',
    );
    this.name = 'DataDirInUse';
  }
}

/** The lock file beside a data directory (inside it, PGlite's dump would carry it along). */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since) }
      : null;
  } catch {
    return null;
  }
}

/** Whether a process of this machine is running (a process of another user counts: EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database directory for this process: a lock file with its pid, created
 * atomically. A lock of a running process (of this host; another host's cannot be checked, so
 * it is honoured too) throws DataDirInUse naming it; a lock left by a process that died is taken
 * over. Two processes taking over the same stale lock at once: the rename lets one through, and
 * one that moved a fresh lock aside puts it back and refuses. Resolves to the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      const release = () => {
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
        process.off('exit', release);
      };
      // A process that exits without closing the database (process.exit) leaves no lock behind.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && (owner.host !== me.host || isRunning(owner.pid))) throw new DataDirInUse(dataDir, owner);
    // Stale (or unreadable: a crash while writing it): moved aside, checked, then removed.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && moved.pid !== owner?.pid) {
      // Another process took the lock over between the read and the rename: give it back.
      try {
        linkSync(aside, file);
      } catch {
        // it took the lock again meanwhile
      }
      unlinkSync(aside);
      throw new DataDirInUse(dataDir, moved);
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not lock the embedded database ${dataDir}: its lock file ${file} keeps changing`);
}
