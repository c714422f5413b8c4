import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
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
 * Splits a built JS file into the groups its bytes come from, using its source map, and gives
 * each group its share of the file's gzipped size by how well its own bytes compress: each
 * group's code is gzipped alone, and the results are scaled to add up to the file's size. (Shares
 * by raw length would charge a library in a file full of GraphQL documents, which compress to a
 * fraction, less than the same library in a file of its own.) Bytes no mapping claims count as 'other'.
 */
export function compositionOf(file: string, gzipBytes: number): Map<string, number> {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['other', gzipBytes]]);
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((mapping) => {
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source });
  });
  const pieces = new Map<string, string[]>();
  const claimed = lines.map(() => [] as [number, number][]);
  for (let index = 0; index < mappings.length; index += 1) {
    const current = mappings[index]!;
    const next = mappings[index + 1];
    const text = lines[current.line - 1] ?? '';
    const end = next && next.line === current.line ? next.column : text.length;
    if (end <= current.column) continue;
    const group = current.source ? codeGroup(current.source) : 'other';
    const texts = pieces.get(group) ?? [];
    texts.push(text.slice(current.column, end));
    pieces.set(group, texts);
    claimed[current.line - 1]?.push([current.column, end]);
  }
  // What no mapping covers (the bundler's glue between modules) is 'other'.
  const unclaimed = lines.map((text, index) => {
    let rest = '';
    let from = 0;
    for (const [start, end] of (claimed[index] ?? []).sort((a, b) => a[0] - b[0])) {
      if (start > from) rest += text.slice(from, start);
      from = Math.max(from, end);
    }
    return rest + text.slice(from);
  });
  pieces.set('other', [...(pieces.get('other') ?? []), ...unclaimed.filter((text) => text.trim() !== '')]);
  const alone = new Map([...pieces].map(([group, texts]) => [group, gzipSync(texts.join('')).length]));
  const total = [...alone.values()].reduce((sum, bytes) => sum + bytes, 0);
  return new Map([...alone].map(([group, bytes]) => [group, (bytes * gzipBytes) / Math.max(1, total)]));
}

/** Adds one composition into a running total. */
export function addComposition(total: Map<string, number>, part: Map<string, number>): void {
  for (const [group, bytes] of part) total.set(group, (total.get(group) ?? 0) + bytes);
}
