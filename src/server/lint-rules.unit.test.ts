import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The house rules eslint.config.js enforces on the server (ADR 0015), run as `npm run lint` runs
// them, on code written here: the rules must fail when broken, not only pass on today's tree.
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

const rulesBroken = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
};

describe('a module imports the tables of only itself, its dependencies and the shared ones', () => {
  const importsJobs = "import { jobs } from '../../db/schema/jobs.ts';\n\nexport const table = jobs;\n";

  it("refuses another module's schema outside the module's dependencies", async () => {
    // notifications lists no module: the jobs table is not its to read.
    expect(await rulesBroken(importsJobs, 'src/server/modules/notifications/probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("allows a dependency's schema, the shared ones, and any in a test", async () => {
    expect(await rulesBroken(importsJobs, 'src/server/modules/photos/probe.ts')).toEqual([]);
    const importsCompanies =
      "import { companies } from '../../db/schema/companies.ts';\n\nexport const table = companies;\n";
    expect(await rulesBroken(importsCompanies, 'src/server/modules/notifications/probe.ts')).toEqual([]);
    expect(await rulesBroken(importsJobs, 'src/server/modules/notifications/probe.test.ts')).toEqual([]);
  });
});

describe('no import cycles', () => {
  // The rule follows imports on disk, so the circle is two files in a folder of the repository
  // (where the resolver looks), removed afterwards.
  const dir = mkdtempSync(join(process.cwd(), '.lint-cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two files that import each other', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\n\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\n\nexport const b = () => a;\n");
    const [a, b] = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
    expect(a!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    expect(b!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
