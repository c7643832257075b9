/**
 * Whether a draft's generated types still accept every value the live revision's types accept,
 * asked of the TypeScript compiler itself. Widening (a new optional field, one more choice, a
 * relaxed limit) keeps the live data typed and may go live; narrowing or retyping may not.
 */
import ts from 'typescript';

// Just the globals the generated types need, so no standard library is read from disk.
const MINIMAL_LIB = `
interface Array<T> { length: number; [n: number]: T; }
interface ReadonlyArray<T> { readonly length: number; readonly [n: number]: T; }
interface Boolean {} interface Function {} interface CallableFunction {} interface NewableFunction {}
interface IArguments {} interface Number {} interface Object {} interface RegExp {} interface String {}
`;

/** The compiler's reasons the draft's `dataType` does not accept the live one's, or none when it does. */
export function incompatibilities(live: string, draft: string, dataType: string): string[] {
  const files = new Map<string, string>([
    ['/lib.d.ts', MINIMAL_LIB],
    ['/live.ts', live],
    ['/draft.ts', draft],
    ['/check.ts', `import type { ${dataType} as Live } from './live';\nimport type { ${dataType} as Draft } from './draft';\nexport const accepted: Draft = null as unknown as Live;\n`],
  ]);
  const options: ts.CompilerOptions = { noLib: true, strict: true, noEmit: true, types: [], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022 };
  const host: ts.CompilerHost = {
    getSourceFile: (name, version) => (files.has(name) ? ts.createSourceFile(name, files.get(name)!, version) : undefined),
    getDefaultLibFileName: () => '/lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => files.has(name),
    readFile: (name) => files.get(name),
  };
  const program = ts.createProgram({ rootNames: ['/lib.d.ts', '/check.ts'], options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${diagnostic.file.fileName.slice(1)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}
