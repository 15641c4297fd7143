// The Hindi messages are one object literal keyed mostly by constants ([ORDER_REQUEST.description],
// [PAYMENT_PAGE.states['advance paid']]), which neither TypeScript nor ESLint checks for repeats: a key
// written twice silently keeps the later Hindi. So the module's source is read with the TypeScript
// compiler, each key evaluated against the modules it imports (a constant, a property or index of one,
// a template, a call), and the keys compared as the strings they become. Each English text is
// translated in one place, and the templates the services answer the pages with all have their Hindi.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';
import { BOOKING_ANSWERS } from '../../shared/bookings.ts';
import { PAYMENT_ANSWERS } from '../../shared/payments.ts';

const FILE = path.resolve('app/features/shell/messages.hi.server.ts');
const OBJECT = 'HINDI_MESSAGES';

/** A key as written: the string it evaluates to, or its source text when it could not be evaluated. */
interface WrittenKey {
  key: string;
  written: string;
  resolved: boolean;
}

const UNRESOLVED = Symbol('unresolved');
type Value = unknown;

function evaluate(node: ts.Expression, names: ReadonlyMap<string, Value>): Value {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
    return evaluate(node.expression, names);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isIdentifier(node)) return names.has(node.text) ? names.get(node.text) : UNRESOLVED;
  if (ts.isPropertyAccessExpression(node)) return member(evaluate(node.expression, names), node.name.text);
  if (ts.isElementAccessExpression(node)) {
    const index = evaluate(node.argumentExpression, names);
    return typeof index === 'string' || typeof index === 'number' ? member(evaluate(node.expression, names), index) : UNRESOLVED;
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = evaluate(span.expression, names);
      if (typeof part !== 'string' && typeof part !== 'number') return UNRESOLVED;
      text += String(part) + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [a, b] = [evaluate(node.left, names), evaluate(node.right, names)];
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    return (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number') ? `${a}${b}` : UNRESOLVED;
  }
  if (ts.isCallExpression(node)) {
    const self = ts.isPropertyAccessExpression(node.expression) ? evaluate(node.expression.expression, names) : undefined;
    const fn = evaluate(node.expression, names);
    const args = node.arguments.map((a) => evaluate(a, names));
    if (typeof fn !== 'function' || self === UNRESOLVED || args.includes(UNRESOLVED)) return UNRESOLVED;
    return (fn as (...a: unknown[]) => unknown).apply(self, args);
  }
  return UNRESOLVED;
}

function member(object: Value, name: string | number): Value {
  if (object === UNRESOLVED || object === null || (typeof object !== 'object' && typeof object !== 'function')) return UNRESOLVED;
  if (!Object.hasOwn(object, name)) return UNRESOLVED;
  return (object as Record<string | number, unknown>)[name];
}

/** The names a module's source imports (from the modules beside `file`) and its own constants before `OBJECT`. */
async function namesOf(source: ts.SourceFile, file: string): Promise<Map<string, Value>> {
  const names = new Map<string, Value>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const target = statement.moduleSpecifier.text.startsWith('.')
        ? pathToFileURL(path.resolve(path.dirname(file), statement.moduleSpecifier.text)).href
        : statement.moduleSpecifier.text;
      const module = (await import(target)) as Record<string, unknown>;
      if (clause.name) names.set(clause.name.text, module.default);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, module);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) names.set(element.name.text, module[(element.propertyName ?? element.name).text]);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text !== OBJECT && declaration.initializer) {
          const value = evaluate(declaration.initializer, names);
          if (value !== UNRESOLVED) names.set(declaration.name.text, value);
        }
    }
  }
  return names;
}

/** The keys of the object literal `OBJECT` in a module's source, in the order written. */
async function writtenKeys(text: string, file = FILE): Promise<WrittenKey[]> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names = await namesOf(source, file);
  let literal: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        let init = declaration.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
        if (ts.isIdentifier(declaration.name) && declaration.name.text === OBJECT && init && ts.isObjectLiteralExpression(init)) literal = init;
      }
  if (!literal) throw new Error(`no object literal ${OBJECT} in ${file}`);
  return literal.properties.map((property) => {
    if (ts.isSpreadAssignment(property) || !property.name)
      throw new Error(`${OBJECT} spreads another object: its keys cannot be compared (${property.getText(source)})`);
    const name = property.name;
    const written = name.getText(source);
    if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return { key: name.text, written, resolved: true };
    if (ts.isComputedPropertyName(name)) {
      const value = evaluate(name.expression, names);
      if (typeof value === 'string' || typeof value === 'number') return { key: String(value), written, resolved: true };
    }
    return { key: written, written, resolved: false };
  });
}

/** Keys written more than once, each as the ways it was written. */
function duplicates(keys: readonly WrittenKey[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const k of keys) byKey.set(k.key, [...(byKey.get(k.key) ?? []), k.written]);
  return [...byKey.values()].filter((ways) => ways.length > 1);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the Hindi messages', () => {
  it('names each English text once, and every one has a Hindi text', async () => {
    const keys = await writtenKeys(fs.readFileSync(FILE, 'utf8'));
    expect(keys.filter((k) => !k.resolved).map((k) => k.written)).toEqual([]);
    expect(keys.length).toBeGreaterThan(300);
    expect(duplicates(keys)).toEqual([]);
    // The keys as evaluated here are the module's own: the comparison above is of the real strings.
    expect(keys.map((k) => k.key).sort()).toEqual(Object.keys(HINDI_MESSAGES).sort());
    expect(Object.entries(HINDI_MESSAGES).filter(([, hindi]) => hindi.trim() === '')).toEqual([]);
  });

  it('keeps the payment states keyed by their constants', () => {
    const source = fs.readFileSync(FILE, 'utf8');
    for (const state of ['advance claimed', 'advance paid', 'refund due']) expect(source).toContain(`[PAYMENT_PAGE.states['${state}']]:`);
  });

  it('finds a key written twice, whether as a constant, its index, a template or a call', async () => {
    const fixture = `
      import { PAYMENT_PAGE } from '../booking/content.ts';
      import { MAX_PAYMENT } from '../../../shared/payments.ts';
      import { ENQUIRY_FORM, LEAD_CONSENT } from '../leads/content.ts';
      const LOCAL = 'Advance';
      export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
        [PAYMENT_PAGE.states['advance paid']]: 'अग्रिम राशि चुका दी गई',
        'Paid in full': 'पूरा भुगतान हो गया',
        [\`\${LOCAL} paid\`]: 'दूसरी बार',
        [\`amount must be at most \${MAX_PAYMENT}\`]: 'एक',
        ['amount must be at most ' + MAX_PAYMENT]: 'दो',
        [LEAD_CONSENT.line(ENQUIRY_FORM.purpose)]: 'एक',
        [LEAD_CONSENT.line(ENQUIRY_FORM.purpose)]: 'दो',
        [PAYMENT_PAGE.states.paid]: 'फिर से',
        Unique: 'अकेला',
      };
    `;
    const keys = await writtenKeys(fixture);
    expect(keys.every((k) => k.resolved)).toBe(true);
    expect(duplicates(keys)).toEqual([
      ["[PAYMENT_PAGE.states['advance paid']]", '[`${LOCAL} paid`]'],
      ["'Paid in full'", '[PAYMENT_PAGE.states.paid]'],
      ['[`amount must be at most ${MAX_PAYMENT}`]', "['amount must be at most ' + MAX_PAYMENT]"],
      ['[LEAD_CONSENT.line(ENQUIRY_FORM.purpose)]', '[LEAD_CONSENT.line(ENQUIRY_FORM.purpose)]'],
    ]);
  });

  it('reports a key it cannot evaluate rather than passing over it', async () => {
    const keys = await writtenKeys(`export const HINDI_MESSAGES = { [somewhere()]: 'कहीं', [NOT_IMPORTED.x]: 'कुछ' };`);
    expect(keys.filter((k) => !k.resolved).map((k) => k.written)).toEqual(['[somewhere()]', '[NOT_IMPORTED.x]']);
  });

  // The services answer the pages with these templates and their values, each page wording them in its
  // language. The Hindi is keyed by the same constants, so an English template changed in one place
  // keeps its Hindi; this fails when a template has no Hindi, or its Hindi lost or gained a value.
  it('has a Hindi message with the same values for every template the services answer with', () => {
    const templates = [...Object.values(PAYMENT_ANSWERS), ...Object.values(BOOKING_ANSWERS)];
    expect(templates.filter((english) => !(english in HINDI_MESSAGES))).toEqual([]);
    for (const english of templates) expect(placeholders(HINDI_MESSAGES[english] ?? ''), english).toEqual(placeholders(english));
  });

  it('fills in every Hindi message the values its English has', () => {
    const mismatched = Object.entries(HINDI_MESSAGES).filter(([english, hindi]) => placeholders(english).join() !== placeholders(hindi).join());
    expect(mismatched).toEqual([]);
  });
});
