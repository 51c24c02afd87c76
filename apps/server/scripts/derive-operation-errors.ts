/**
 * Derives, from the server's source, the error codes each operation can answer (issue 38, point 7):
 * the reference lists those per operation instead of the whole catalogue under every one.
 *
 * How: the TypeScript compiler reads apps/server/src and the contracts' sources. Every
 * `registerOperation(app, deps, <operation>, <handler>, <options>)` call names its operation (by the
 * type of its `id`); from the handler, every function, method, class and constant it refers to in our
 * own sources is followed, transitively, and every `ErrorCode.X` read there is collected, except reads
 * that only compare a code (`error.code === ErrorCode.X`, `case ErrorCode.X:`). To these come the codes
 * of the framework around the handler, found the same way from its functions (register-operation.ts):
 * the session or API-key check, the basic or signer check, the upload and the idempotency store.
 *
 * A name destructured from a value (`const { uploadDocument } = await import(...)`) is followed to
 * the property it names.
 *
 * What it cannot see, so docs/api-reference.md says it too: a call through an interface or a value
 * passed in (`deps.files.open(...)`, a callback) has no body to follow; a code built from a number
 * (not `ErrorCode.X`) is not found. It over-counts rather than under-counts: a code reachable on any
 * path of a followed function counts, even where this operation's input never takes that path.
 *
 * Run `node --conditions=source --import tsx apps/server/scripts/derive-operation-errors.ts` to rewrite
 * the generated file; the test beside register-operation fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverSrc = path.join(repoRoot, 'apps/server/src');
const contractsSrc = path.join(repoRoot, 'packages/contracts/src');
export const generatedFile = path.join(contractsSrc, 'reference/operation-errors.generated.ts');

/** Files whose code mentions codes without throwing them: the catalogue's own status map and the answer writers. */
const notFollowed = [
  path.join(contractsSrc, 'errors/error-codes.ts'),
  path.join(serverSrc, 'http/error-handler.ts'),
  path.join(serverSrc, 'http/envelope.ts'),
];

/** The framework's own checks around a handler, each in the file and function register-operation.ts calls. */
const framework = {
  session: ['http/session-auth.ts', 'requireSession'],
  apiKey: ['http/api-key-auth.ts', 'requireApiKey'],
  basic: ['http/basic-auth.ts', 'assertBasicAuth'],
  signer: ['http/signer-credentials.ts', 'signerCredentials'],
  upload: ['http/receive-upload.ts', 'receiveUpload'],
  idempotency: ['http/idempotency.ts', 'runOnce'],
} as const;

/** Codes every operation can answer whatever its handler does: a malformed request (403) and an unexpected failure (500). */
const ALWAYS = [403, 500];
/** An upload larger than any limit, noticed by the server before the handler (error-handler.ts). */
const FILE_TOO_LARGE = 5007;
const API_KEY_READ_ONLY = 8101;
const SESSION_REQUIRED = 8102;

export interface OperationFacts {
  id: string;
  method: string;
  auth: 'none' | 'session' | 'basic' | 'signer';
  sessionOnly?: boolean;
  idempotent?: boolean;
  multipart?: unknown;
}

type Decl = ts.Node;

function isOurs(fileName: string): boolean {
  const file = path.resolve(fileName);
  if (file.endsWith('.d.ts') || file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  if (notFollowed.includes(file)) return false;
  return (file.startsWith(serverSrc) || file.startsWith(contractsSrc)) && !/\.test\.ts$/.test(file);
}

/** The declarations worth following: those with code in them (not a module, not a parameter, not a type). */
function isFollowable(node: ts.Node): boolean {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

function isComparison(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCaseClause(parent) && parent.expression === node) return true;
  if (!ts.isBinaryExpression(parent)) return false;
  const operator = parent.operatorToken.kind;
  return (
    operator === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    operator === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    operator === ts.SyntaxKind.EqualsEqualsToken ||
    operator === ts.SyntaxKind.ExclamationEqualsToken
  );
}

class Analysis {
  private readonly checker: ts.TypeChecker;
  /** Per declaration: the codes read in its own body and the declarations it refers to. */
  private readonly direct = new Map<Decl, { codes: Set<number>; refs: Set<Decl> }>();

  constructor(readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
  }

  private errorCodeValue(node: ts.PropertyAccessExpression): number | null {
    if (!ts.isIdentifier(node.expression) || node.expression.text !== 'ErrorCode') return null;
    const type = this.checker.getTypeAtLocation(node);
    return type.isNumberLiteral() ? type.value : null;
  }

  private declarationsOf(identifier: ts.Identifier): Decl[] {
    return this.followSymbol(this.checker.getSymbolAtLocation(identifier));
  }

  private followSymbol(found: ts.Symbol | undefined): Decl[] {
    let symbol = found;
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).flatMap((decl) => {
      // `const { uploadDocument } = await loadUploadDocument()` (a module loaded on first use): the
      // destructured name stands for the property of what it is taken from, here the module's export.
      if (ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent) && ts.isVariableDeclaration(decl.parent.parent) && decl.parent.parent.initializer) {
        const name = (decl.propertyName ?? decl.name).getText();
        const property = this.checker.getTypeAtLocation(decl.parent.parent.initializer).getProperty(name);
        return property && property !== symbol ? this.followSymbol(property) : [];
      }
      return isFollowable(decl) && isOurs(decl.getSourceFile().fileName) ? [decl] : [];
    });
  }

  private scan(decl: Decl) {
    const found = this.direct.get(decl);
    if (found) return found;
    const entry = { codes: new Set<number>(), refs: new Set<Decl>() };
    this.direct.set(decl, entry);
    const walk = (node: ts.Node): void => {
      // Types throw nothing: `AppError<typeof ErrorCode.X>` is not a throw.
      if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
      if (ts.isPropertyAccessExpression(node)) {
        const code = this.errorCodeValue(node);
        if (code !== null) {
          if (!isComparison(node)) entry.codes.add(code);
          return;
        }
      }
      if (ts.isIdentifier(node)) {
        for (const target of this.declarationsOf(node)) if (target !== decl) entry.refs.add(target);
      }
      ts.forEachChild(node, walk);
    };
    walk(decl);
    return entry;
  }

  /** Every code reachable from these starting points. */
  codesFrom(roots: readonly Decl[]): Set<number> {
    const codes = new Set<number>();
    const seen = new Set<Decl>();
    const queue = [...roots];
    while (queue.length > 0) {
      const decl = queue.pop()!;
      if (seen.has(decl)) continue;
      seen.add(decl);
      const { codes: own, refs } = this.scan(decl);
      for (const code of own) codes.add(code);
      for (const ref of refs) if (!seen.has(ref)) queue.push(ref);
    }
    return codes;
  }

  frameworkFunction(relativeFile: string, name: string): Decl {
    const file = this.program.getSourceFile(path.join(serverSrc, relativeFile));
    const fn = file?.statements.find((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
    if (!fn) throw new Error(`${relativeFile} has no function ${name}: register-operation.ts changed, so must this script`);
    return fn;
  }

  /** The handler (and options) of every registerOperation call, by the operation's id. */
  handlers(): Map<string, Decl[]> {
    const found = new Map<string, Decl[]>();
    for (const file of this.program.getSourceFiles()) {
      if (!file.fileName.startsWith(serverSrc) || file.fileName.endsWith('.test.ts')) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'registerOperation' && node.arguments.length >= 4) {
          const operation = node.arguments[2]!;
          const idType = this.checker.getTypeOfSymbolAtLocation(this.checker.getTypeAtLocation(operation).getProperty('id')!, operation);
          if (!idType.isStringLiteral()) throw new Error(`${file.fileName}: registerOperation's operation has no literal id`);
          found.set(idType.value, [...(found.get(idType.value) ?? []), ...node.arguments.slice(3)]);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    return found;
  }
}

function createProgram(): ts.Program {
  const configPath = path.join(repoRoot, 'apps/server/tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new Error('cannot read apps/server/tsconfig.json');
  // No project references: imports of @signet/contracts resolve to its sources (the "source" condition), whose bodies are followed.
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true, composite: false, declaration: false } });
}

/**
 * The codes each operation can answer, sorted, by operation id. An operation no registerOperation call
 * serves yet (one being written) is left out; the reference's completeness test names it.
 */
export function deriveOperationErrors(operations: readonly OperationFacts[]): Record<string, number[]> {
  const analysis = new Analysis(createProgram());
  const handlers = analysis.handlers();
  const frameworkCodes = Object.fromEntries(
    Object.entries(framework).map(([name, [file, fn]]) => [name, analysis.codesFrom([analysis.frameworkFunction(file, fn)])]),
  ) as Record<keyof typeof framework, Set<number>>;

  const result: Record<string, number[]> = {};
  for (const operation of [...operations].sort((a, b) => a.id.localeCompare(b.id))) {
    const roots = handlers.get(operation.id);
    if (!roots) continue;
    const codes = new Set([...ALWAYS, ...analysis.codesFrom(roots)]);
    const add = (more: Iterable<number>) => {
      for (const code of more) codes.add(code);
    };
    if (operation.auth === 'session') {
      add(frameworkCodes.session);
      // The key's scope checks depend on the operation: only a sessionOnly one answers 8102, only a change 8101.
      add(
        [...frameworkCodes.apiKey].filter(
          (code) => (code !== SESSION_REQUIRED || operation.sessionOnly) && (code !== API_KEY_READ_ONLY || (!operation.sessionOnly && operation.method !== 'GET')),
        ),
      );
      if (operation.idempotent) add(frameworkCodes.idempotency);
    }
    if (operation.auth === 'basic') add(frameworkCodes.basic);
    if (operation.auth === 'signer') add(frameworkCodes.signer);
    if (operation.multipart) add([...frameworkCodes.upload, FILE_TOO_LARGE]);
    codes.delete(200);
    result[operation.id] = [...codes].sort((a, b) => a - b);
  }
  return result;
}

/** The generated module's text. */
export function operationErrorsModule(errors: Record<string, number[]>): string {
  const lines = Object.entries(errors).map(([id, codes]) => `  ${id}: [${codes.join(', ')}],`);
  return [
    '// Generated by apps/server/scripts/derive-operation-errors.ts from the server\'s code. Do not edit:',
    '// `node --conditions=source --import tsx apps/server/scripts/derive-operation-errors.ts` rewrites it,',
    '// and apps/server/src/http/operation-errors.test.ts fails while it is stale.',
    '/** The error codes each operation can answer, derived from its handler and the checks around it (docs/api-reference.md). */',
    'export const operationErrors: Readonly<Record<string, readonly number[]>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { operations } = await import('@signet/contracts');
  writeFileSync(generatedFile, operationErrorsModule(deriveOperationErrors(operations)));
  console.log(`wrote ${path.relative(repoRoot, generatedFile)}`);
}
