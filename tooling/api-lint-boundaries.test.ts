import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proof that the API's layers in eslint.config.js hold, as lint-boundaries.test.ts proves the web app's: snippets
 * linted as if they were files in each layer, through ESLint's API and the repository's real configuration.
 * Each forbidden import must be reported by the path-zone rule, and each allowed one must not.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API_SRC = 'apps/api/src';
const MODULES_DIR = path.join(ROOT, API_SRC, 'modules');
const BOUNDARY_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary errors ESLint reports for `code` saved as `file` (a path from the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === BOUNDARY_RULE).map((message) => message.message);
}

const importOf = (specifier: string) => `import { probe } from '${specifier}';\nexport const used = probe;\n`;

/**
 * Every folder under modules/ is a module: one real file of it that is not its index (without extension, from
 * modules/), and whether it has an index.ts, its public entry.
 */
const MODULES = fs
  .readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const files = fs.readdirSync(path.join(MODULES_DIR, entry.name), { recursive: true, encoding: 'utf8' });
    const file = files.find((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts');
    if (!file) throw new Error(`modules/${entry.name} has no file to import`);
    return { name: entry.name, file: `${entry.name}/${file.replace(/\.ts$/, '')}`, hasEntry: files.includes('index.ts') };
  });
const ENTRIES = MODULES.filter((module) => module.hasEntry);

describe('the layers of the API (eslint.config.js)', () => {
  it('knows the modules of the API, and those that offer something to the others', () => {
    expect(MODULES.map((module) => module.name)).toEqual(expect.arrayContaining(['clients', 'intake', 'ledger', 'outbox']));
    expect(ENTRIES.map((module) => module.name)).toEqual(expect.arrayContaining(['audit', 'clients', 'ledger', 'outbox']));
  });

  describe.each(['lib', 'db', 'mail'])('%s/', (layer) => {
    const file = `${API_SRC}/${layer}/boundary-probe.ts`;

    it.each(MODULES)('may not import the $name module, by its index or its files', async (module) => {
      expect(await boundaryErrors(file, importOf(`../modules/${module.file}`))).toHaveLength(1);
      if (module.hasEntry) expect(await boundaryErrors(file, importOf(`../modules/${module.name}`))).toHaveLength(1);
    });

    it('may not import a plugin, the app, a command or the demo seed', async () => {
      for (const specifier of ['../plugins/auth', '../app', '../cli/command', '../seed/index']) {
        expect(await boundaryErrors(file, importOf(specifier)), specifier).toHaveLength(1);
      }
    });

    it('may import lib/, db/, mail/ and the configuration', async () => {
      for (const specifier of ['../lib/crypto', '../db/client', '../mail/render', '../config']) {
        expect(await boundaryErrors(file, importOf(specifier)), specifier).toEqual([]);
      }
    });
  });

  describe.each(MODULES)('the $name module', (module) => {
    const file = `${API_SRC}/modules/${module.name}/boundary-probe.ts`;
    const others = MODULES.filter((other) => other.name !== module.name);

    it.each(others)('may not import a file of the $name module, only what its index.ts offers', async (other) => {
      expect(await boundaryErrors(file, importOf(`../${other.file}`))).toHaveLength(1);
    });

    it.each(ENTRIES.filter((other) => other.name !== module.name))('may import the $name module through its index.ts', async (other) => {
      expect(await boundaryErrors(file, importOf(`../${other.name}`))).toEqual([]);
      expect(await boundaryErrors(file, importOf(`../${other.name}/index`))).toEqual([]);
    });

    it('may import its own files, lib/, db/, mail/ and the plugins', async () => {
      const own = `./${module.file.slice(module.name.length + 1)}`;
      for (const specifier of [own, '../../lib/crypto', '../../db/client', '../../mail/render', '../../plugins/auth']) {
        expect(await boundaryErrors(file, importOf(specifier)), specifier).toEqual([]);
      }
    });
  });

  it('lets a file deep in a module reach another module only through its index.ts too', async () => {
    const file = `${API_SRC}/modules/finance/repository/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('../../ledger/money'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('../../ledger'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('../book'))).toEqual([]);
  });

  describe('plugins/', () => {
    const file = `${API_SRC}/plugins/boundary-probe.ts`;

    it.each(MODULES)('may not import a file of the $name module', async (module) => {
      expect(await boundaryErrors(file, importOf(`../modules/${module.file}`))).toHaveLength(1);
    });

    it.each(ENTRIES)('may import the $name module through its index.ts', async (module) => {
      expect(await boundaryErrors(file, importOf(`../modules/${module.name}`))).toEqual([]);
    });
  });

  it('lets the app, the commands and the demo seed, above every module, import what they assemble', async () => {
    for (const file of [`${API_SRC}/app.ts`, `${API_SRC}/cli/boundary-probe.ts`, `${API_SRC}/seed/boundary-probe.ts`]) {
      const up = file.endsWith('app.ts') ? './' : '../';
      expect(await boundaryErrors(file, importOf(`${up}modules/intake/routes`)), file).toEqual([]);
      expect(await boundaryErrors(file, importOf(`${up}plugins/auth`)), file).toEqual([]);
    }
  });
});
