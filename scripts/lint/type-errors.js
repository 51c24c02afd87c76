import ts from 'typescript';

/**
 * `signet/type-errors`: TypeScript's own errors for the file, from the program typed lint has
 * already built and checked (decision 026). The full test run then type-checks once instead of
 * building the same four programs a second time for `tsc`; `npm run typecheck` stays the command
 * a person runs.
 *
 * Each file is checked in the program typescript-eslint gives it (the first of `project` that
 * holds it); a program's own errors (its options, its global types) are reported once, on the
 * first file linted in it.
 */
const programsSeen = new WeakSet();

/** The message as tsc prints it, `TS2322: Type 'string' is not assignable…`. */
const textOf = (diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;

function locationOf(diagnostic, sourceFile) {
  if (diagnostic.file !== sourceFile || diagnostic.start === undefined) return { line: 1, column: 0 };
  const start = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
  const end = sourceFile.getLineAndCharacterOfPosition(diagnostic.start + (diagnostic.length ?? 0));
  return { start: { line: start.line + 1, column: start.character }, end: { line: end.line + 1, column: end.character } };
}

export const typeErrors = {
  meta: {
    type: 'problem',
    docs: { description: 'TypeScript compile errors, from the program typed lint builds' },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    const sourceFile = program.getSourceFile(context.filename);
    if (!sourceFile) return {};
    return {
      'Program:exit'() {
        const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
        if (!programsSeen.has(program)) {
          programsSeen.add(program);
          diagnostics.push(...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
        }
        for (const diagnostic of diagnostics) {
          // typescript-eslint builds its programs with noUnusedLocals and noUnusedParameters on;
          // our tsconfigs leave them off (no-unused-vars says it), so tsc reports none of these.
          if (diagnostic.category !== ts.DiagnosticCategory.Error || diagnostic.reportsUnnecessary) continue;
          const where = diagnostic.file && diagnostic.file !== sourceFile ? ` (in ${diagnostic.file.fileName})` : '';
          context.report({ loc: locationOf(diagnostic, sourceFile), message: `${textOf(diagnostic)}${where}` });
        }
      },
    };
  },
};

export default { rules: { 'type-errors': typeErrors } };
