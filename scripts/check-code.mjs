// `pnpm run check`: the type check of every package and the type-aware lint in one pass. Each
// package's TypeScript program is built once; its diagnostics are what `tsc -p <pkg>` reports, and
// the same programs are handed to ESLint (typescript-eslint's `parserOptions.programs`), so the
// lint's type-aware rules read a checker that has already done its work instead of building the
// projects again. `pnpm run typecheck` and `pnpm run lint` still run each half alone.
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import { ROOT } from './tooling.mjs';

/** Every package with a `typecheck` script, shared first: a file two programs hold is linted with the first. */
const PACKAGES = ['shared', 'api', 'shell', 'mfe-ventas', 'mfe-resto', 'mfe-productos', 'mfe-caja', 'mfe-admin', 'mfe-reportes', 'e2e'];

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/*
 * The packages read the same declaration files (React, Chakra, zod…) and shared's sources: each is
 * parsed once and handed to every program with the same parsing settings, as TypeScript's language
 * service does with its document registry.
 */
const registry = ts.createDocumentRegistry();
const sourceFiles = new Map();

function programOf(pkg) {
  const configPath = join(ROOT, pkg, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(ts.formatDiagnostic(d, formatHost)) });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const host = ts.createCompilerHost(parsed.options, true);
  const key = registry.getKeyForCompilationSettings(parsed.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const id = `${key}|${typeof languageVersion === 'object' ? languageVersion.impliedNodeFormat : ''}|${fileName}`;
    let file = sourceFiles.get(id);
    if (!file) {
      file = read(fileName, languageVersion, onError, shouldCreate);
      if (file) sourceFiles.set(id, file);
    }
    return file;
  };
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host, projectReferences: parsed.projectReferences, configFileParsingDiagnostics: parsed.errors });
}

/**
 * typescript-eslint's parser with the programs, except for a file none of them holds: the import
 * plugin parses the modules a file imports (a dependency's .js) with the importing file's options.
 */
function parserWith(programs) {
  const held = new Set(programs.flatMap((p) => p.getSourceFiles().map((f) => f.fileName)));
  return {
    meta: { name: 'typescript-eslint-with-programs' },
    parseForESLint(code, options = {}) {
      const path = options.filePath?.replaceAll('\\', '/');
      if (path && held.has(path)) return tseslint.parser.parseForESLint(code, { ...options, programs, projectService: false });
      const { programs: _unused, ...rest } = options;
      return tseslint.parser.parseForESLint(code, { ...rest, projectService: false });
    },
  };
}

const started = Date.now();
const programs = [];
let typeErrors = 0;
for (const pkg of PACKAGES) {
  const t0 = Date.now();
  const program = programOf(pkg);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  programs.push(program);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  typeErrors += errors.length;
  if (diagnostics.length > 0) console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  console.log(`types ${pkg}: ${errors.length} error(s), ${program.getSourceFiles().length} files, ${Math.round((Date.now() - t0) / 1000)} s`);
}

const t1 = Date.now();
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['api/**/*.ts', 'shared/src/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { parser: parserWith(programs), parserOptions: { projectService: false } },
  },
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
const lintWarnings = results.reduce((n, r) => n + r.warningCount, 0);
console.log(`lint: ${results.length} files, ${lintErrors} error(s), ${lintWarnings} warning(s), ${Math.round((Date.now() - t1) / 1000)} s`);
console.log(`check: ${Math.round((Date.now() - started) / 1000)} s in all (${relative(ROOT, dirname(import.meta.filename))}/check-code.mjs)`);
process.exit(typeErrors === 0 && lintErrors === 0 && lintWarnings === 0 ? 0 : 1);
