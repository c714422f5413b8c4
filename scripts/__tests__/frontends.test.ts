import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, ROOT } from '../frontends';

const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const isWorkspace = (folder: string) =>
  rootPackage.workspaces.some((pattern) =>
    pattern.endsWith('*') ? folder.startsWith(pattern.slice(0, -1)) : pattern === folder,
  );

describe('the manifest of the front-ends', () => {
  it.each(FRONTENDS.map((item) => [item.name, item] as const))(
    '%s is a workspace with the files it names',
    (_name, item) => {
      expect(isWorkspace(item.folder)).toBe(true);
      expect(existsSync(path.join(item.dir, 'package.json'))).toBe(true);
      for (const { file } of Object.values(item.exposes as Record<string, { file: string }>))
        expect(existsSync(path.join(item.dir, file))).toBe(true);
      if ('render' in item) expect(existsSync(path.join(item.dir, item.render))).toBe(true);
    },
  );

  it('lists every front-end workspace', () => {
    const globbed = rootPackage.workspaces
      .filter((pattern) => pattern.endsWith('*'))
      .map((pattern) => pattern.slice(0, -1));
    const folders = readdirSync(ROOT).filter(
      (folder) =>
        globbed.some((prefix) => folder.startsWith(prefix)) && existsSync(path.join(ROOT, folder, 'package.json')),
    );
    expect(
      FRONTENDS.map(({ folder }) => folder)
        .filter((folder) => folder !== 'shell')
        .sort(),
    ).toEqual(folders.sort());
  });
});
