// @vitest-environment node
/**
 * The build shortens the widget's own property names in MANGLED_PROPS (esbuild.config.ts), among them result fields
 * that share a name with a key of AWS's answer (link, image, price…). The answer's keys are read quoted, which the build
 * never shortens: a key read unquoted (`item.link`) compiles, passes the source's tests and breaks in the built file
 * only. This check fails on such a read in `readSearchResponse`, whose every property read is a read of the answer.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MANGLED_PROPS } from '../../../esbuild.config.ts';

const shortened = MANGLED_PROPS['live-search']!;

/** The names the build would shorten that `reader` (a function's name in `source`) reads unquoted (`raw.name`). */
/** With `writes`, also the keys it writes unquoted (`{ link: … }`): for a reader that builds AWS's answer, read by quoted key. */
function unquotedAnswerReads(source: string, reader = 'readSearchResponse', writes = false): string[] {
  const file = ts.createSourceFile('response.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inReader: boolean): void => {
    const here = inReader || (ts.isFunctionDeclaration(node) && node.name?.text === reader);
    if (here && ts.isPropertyAccessExpression(node) && shortened.test(node.name.text)) found.push(node.name.text);
    if (writes && here && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && shortened.test(node.name.text)) found.push(node.name.text);
    node.forEachChild((child) => visit(child, here));
  };
  visit(file, false);
  return found;
}

describe("AWS's answer keys in the built widget", () => {
  it('are all read quoted in readSearchResponse (the build never shortens them)', () => {
    const source = readFileSync(fileURLToPath(new URL('./response.ts', import.meta.url)), 'utf8');
    expect(source).toContain('export function readSearchResponse(');
    expect(unquotedAnswerReads(source)).toEqual([]);
  });

  it("are all read and written quoted in store-api.ts's storeAnswer (the Store API's answer read into AWS's keys)", () => {
    const source = readFileSync(fileURLToPath(new URL('./store-api.ts', import.meta.url)), 'utf8');
    expect(source).toContain('export function storeAnswer(');
    expect(unquotedAnswerReads(source, 'storeAnswer', true)).toEqual([]);
  });

  it('the check fails on a key the build would shorten read unquoted, and only inside the reader', () => {
    const bad = `
      export function readSearchResponse(answer: Record<string, any>) {
        return { link: answer['link'], price: answer.price, title: answer.title, image: (() => answer.image)() };
      }
      export const ours = (results: { products: unknown[] }) => results.products.length;`;
    expect(unquotedAnswerReads(bad)).toEqual(['price', 'image']);
  });
});
