import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The part of the code a source file belongs to, as the benchmark reports it. */
export function codeGroup(source: string): string {
  const [, build = '', path = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  if (/node_modules\/(@module-federation\/|\.federation\/)|webpack\/runtime\/embed\/federation/.test(path)) {
    return 'federation runtime';
  }
  if (path.startsWith('webpack/')) return 'webpack runtime';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg) return pkg === 'scheduler' ? 'react-dom' : pkg;
  const shared = /shared\/src\/([^/]+)/.exec(path)?.[1];
  if (shared) return `@shop/shared/${shared}`;
  const other = /(shell|mfe-[a-z]+)\/src\//.exec(path)?.[1];
  if (other) return `${other.replace(/^mfe-/, '')} (own code)`;
  return /^(\.\/)?src\//.test(path) ? `${build} (own code)` : 'other';
}

/**
 * Splits a built JS file into the groups its bytes come from, using its source map, and
 * scales each share to the file's gzipped size. Bytes no mapping claims count as 'other'.
 */
export function compositionOf(file: string, gzipBytes: number): Map<string, number> {
  const groups = new Map<string, number>();
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['other', gzipBytes]]);
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((mapping) => {
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source });
  });
  let claimed = 0;
  for (let index = 0; index < mappings.length; index += 1) {
    const current = mappings[index]!;
    const next = mappings[index + 1];
    const lineLength = lines[current.line - 1]?.length ?? 0;
    const end = next && next.line === current.line ? next.column : lineLength;
    const length = Math.max(0, end - current.column);
    const group = current.source ? codeGroup(current.source) : 'other';
    groups.set(group, (groups.get(group) ?? 0) + length);
    claimed += length;
  }
  groups.set('other', (groups.get('other') ?? 0) + Math.max(0, code.length - claimed));
  const scale = gzipBytes / Math.max(1, code.length);
  return new Map([...groups].map(([group, bytes]) => [group, bytes * scale]));
}

/** Adds one composition into a running total. */
export function addComposition(total: Map<string, number>, part: Map<string, number>): void {
  for (const [group, bytes] of part) total.set(group, (total.get(group) ?? 0) + bytes);
}
