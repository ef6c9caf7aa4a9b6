import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import apiPackage from '../apps/api/package.json' with { type: 'json' };
import contentPackage from '../packages/content/package.json' with { type: 'json' };
import contractPackage from '../packages/contract/package.json' with { type: 'json' };
import { buildApi } from '../apps/api/scripts/build';

// Production runs the compiled API with plain node and only the production packages installed.
describe('the compiled API', () => {
  it('imports only Node built-ins and production dependencies (tsx and the rest of the tooling stay out)', async () => {
    const result = await buildApi({ write: false });
    const imported = new Set<string>();
    for (const input of Object.values(result.metafile.inputs)) {
      for (const { path, external } of input.imports) {
        if (external) imported.add(path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);
      }
    }
    const production = new Set([
      ...Object.keys(apiPackage.dependencies),
      ...Object.keys(contractPackage.dependencies),
      ...Object.keys((contentPackage as { dependencies?: Record<string, string> }).dependencies ?? {}),
    ]);
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const outside = [...imported].filter((name) => !production.has(name) && !builtins.has(name) && !name.startsWith('node:'));
    expect(outside).toEqual([]);
    expect(imported.has('fastify')).toBe(true);
    expect(Object.keys(apiPackage.dependencies)).not.toContain('tsx');
    // The workspace's TypeScript packages are inside the bundle, never imported at run time.
    expect([...imported].filter((name) => name.startsWith('@payee/'))).toEqual([]);
  });
});
