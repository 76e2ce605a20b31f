// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as account from './account';
import * as checkout from './checkout';
import * as invoice from './invoice';
import * as orderChanges from './order-changes';
import * as orderView from './order-view';
import * as refusal from './refusal';
import * as tracking from './tracking';
import * as reviews from './reviews';
import * as search from './search';

const APP = join(import.meta.dirname, '../../..');
const SCANNED = ['src', 'server', 'test', 'e2e', 'bench'];
const HOME = join(APP, 'src/lib/shop-api');

/** The key sets of every object inside a schema: the answer itself and what it nests. */
function objectShapes(schema: z.ZodType, found: string[][] = []): string[][] {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    found.push(Object.keys(shape));
    for (const field of Object.values(shape)) objectShapes(field, found);
  } else if (schema instanceof z.ZodArray) {
    objectShapes(schema.element as z.ZodType, found);
  } else if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    objectShapes(schema.unwrap() as z.ZodType, found);
  } else if (schema instanceof z.ZodPipe) {
    objectShapes(schema.in as z.ZodType, found);
  }
  return found;
}

const answerShapes = [
  account,
  checkout,
  invoice,
  orderChanges,
  orderView,
  refusal,
  reviews,
  search,
  tracking,
]
  .flatMap((module): unknown[] => Object.values(module))
  .filter((value): value is z.ZodType => value instanceof z.ZodType)
  .flatMap((schema) => objectShapes(schema))
  .filter((keys) => keys.length >= 2);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `z.object({...})` (loose or strict too) a file declares, as its key list. */
function declaredObjects(path: string): { keys: string[]; line: number }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: { keys: string[]; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['object', 'looseObject', 'strictObject'].includes(node.expression.name.text) &&
      node.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const keys = node.arguments[0].properties.flatMap((property) =>
        property.name !== undefined &&
        (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? [property.name.text]
          : [],
      );
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ keys, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files that call or serve the shop's own API (a form's schema elsewhere is its own business). */
const speaksShopApi = (path: string) =>
  /api\/(?:pedidos|cuenta|resenas|buscar)/.test(readFileSync(path, 'utf8'));

describe('#27: each answer of the shop server has one schema', () => {
  it('no file outside src/lib/shop-api declares a shop answer, or a part of one, again', () => {
    const again = SCANNED.flatMap((folder) => sourceFiles(join(APP, folder)))
      .filter((path) => !path.startsWith(HOME) && speaksShopApi(path))
      .flatMap((path) =>
        declaredObjects(path)
          .filter(({ keys }) => keys.length >= 2)
          .filter(({ keys }) =>
            answerShapes.some((shape) => keys.every((key) => shape.includes(key))),
          )
          .map(({ keys, line }) => `${relative(APP, path)}:${String(line)} {${keys.join(', ')}}`),
      );
    expect(again).toEqual([]);
  });

  it('finds a second declaration when there is one', () => {
    // The check above is only as good as its eye: it must see a re-declared answer.
    const keys = ['order_id', 'order_key'];
    expect(answerShapes.some((shape) => keys.every((key) => shape.includes(key)))).toBe(true);
    expect(answerShapes.length).toBeGreaterThan(15);
  });
});

describe('#39: one order view, composed by every order-shaped answer', () => {
  const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);
  const view = keysOf(orderView.OrderViewSchema);

  it('the confirmation, the profile order, tracking and the invoice each hold head, lines and figures', () => {
    const answers = {
      confirmation: checkout.ConfirmedOrderSchema,
      profile: account.AccountOrderDetailSchema,
      tracking: tracking.TrackedOrderSchema,
      invoice: invoice.InvoiceSchema,
    };
    for (const [name, schema] of Object.entries(answers)) {
      expect(
        view.filter((key) => !keysOf(schema).includes(key)),
        name,
      ).toEqual([]);
      // Composed, not copied: each field is the very schema the view declares.
      for (const key of view) {
        expect(schema.shape[key as keyof typeof schema.shape], `${name}.${key}`).toBe(
          orderView.OrderViewSchema.shape[key as keyof typeof orderView.OrderViewSchema.shape],
        );
      }
    }
  });

  it('the profile lists each order by its head with «Pagar», and the review shows the figures it has', () => {
    expect(keysOf(account.AccountOrderSchema)).toEqual([
      ...keysOf(orderView.OrderHeadSchema),
      'total',
      'refunded',
      'pay',
    ]);
    expect(checkout.OrderSummarySchema.shape.total).toBe(orderView.OrderFiguresSchema.shape.total);
  });
});
