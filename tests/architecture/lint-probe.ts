import { ESLint } from 'eslint';

// The rules a probe is checked against. Only they run: a probe is not on disk, which import/no-cycle needs
// (import-cycles.test.ts plants real files), and the other rules have nothing to say about a one-line import.
const probeRules = ['import/no-restricted-paths', 'no-restricted-imports'];
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => probeRules.includes(ruleId) });

/** The messages of `rule` for `code` (an import) linted with our config as if it were the file at `filePath`. */
export async function probeErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  if (!probeRules.includes(rule)) throw new Error(`${rule} is not run on probes`);
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  const unread = result?.messages.find((m) => m.fatal);
  if (unread) throw new Error(`The probe does not parse: ${unread.message}`);
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The messages of import/no-restricted-paths, the rule of the floors and layers. */
export const boundaryErrors = (filePath: string, code: string) =>
  probeErrors('import/no-restricted-paths', filePath, code);
