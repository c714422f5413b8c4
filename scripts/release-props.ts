// The props a federated module requires: the required properties of the first parameter of the
// component its expose file exports by default, read with the TypeScript compiler.
import path from 'node:path';
import ts from 'typescript';

/** Compiler options of a package's tsconfig.json. */
function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig)).options;
}

function requiredPropsIn(checker: ts.TypeChecker, source: ts.SourceFile): string[] {
  const module = checker.getSymbolAtLocation(source);
  const exported = module && checker.getExportsOfModule(module).find((item) => item.escapedName === 'default');
  if (!exported) throw new Error(`${source.fileName} has no default export`);
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbolAtLocation(symbol, source);
  const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()];
  if (signatures.length === 0) throw new Error(`The default export of ${source.fileName} is not a component`);
  const props = signatures[0]!.getParameters()[0];
  if (!props) return [];
  const propsType = checker.getTypeOfSymbolAtLocation(props, source);
  return checker
    .getPropertiesOfType(propsType)
    .filter((property) => (property.flags & ts.SymbolFlags.Optional) === 0)
    .map((property) => property.getName())
    .sort();
}

/**
 * For each file (absolute), the props its default-exported component requires. One program for all of them,
 * compiled with `tsconfig`'s options. Throws when a file has no default export or it is not a component.
 */
export function requiredProps(files: readonly string[], tsconfig: string): Map<string, string[]> {
  const program = ts.createProgram({ rootNames: [...files], options: compilerOptions(tsconfig) });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`${file} could not be read`);
      return [file, requiredPropsIn(checker, source)];
    }),
  );
}
