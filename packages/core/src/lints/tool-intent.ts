import { DiagnosticCode } from '../diagnostics/codes';
import { findStateWrite } from '../syntax/readonly-writes';
import type { Diagnostic } from '../types';
import type { ToolLintContext } from './lint-context';
import { identifierWords } from './name-words';

/** First words of tool names that only read (`getCart`, `searchProducts`, `isAvailable`). */
const READ_VERBS = new Set([
  'get',
  'list',
  'search',
  'find',
  'fetch',
  'read',
  'load',
  'query',
  'lookup',
  'show',
  'view',
  'count',
  'describe',
  'browse',
  'check',
  'is',
  'has',
  'preview',
  'inspect',
]);

/**
 * First words of tool names that destroy, spend or commit (`deleteUser`, `payInvoice`, `checkout`).
 * Not `remove` or `clear`: removing a cart item or clearing a filter is undone in one step.
 */
const DESTRUCTIVE_VERBS = new Set([
  'delete',
  'cancel',
  'pay',
  'transfer',
  'checkout',
  'purchase',
  'buy',
  'refund',
  'withdraw',
  'charge',
  'destroy',
  'erase',
  'purge',
  'wipe',
  'revoke',
  'terminate',
  'unsubscribe',
  'deactivate',
]);

/** `placeOrder`, `submitPayment`, `confirmPurchase`: a neutral verb that commits a purchase. */
const COMMITTING_VERBS = new Set(['place', 'submit', 'confirm']);
const COMMITTED_THINGS = new Set(['order', 'payment', 'purchase', 'transfer', 'booking']);

/** The destructive verb a tool name starts with (`check out` counts as `checkout`). */
function destructiveVerbOf(name: string): string | undefined {
  const [first, second] = identifierWords(name);
  if (first === 'check' && second === 'out') return 'checkout';
  if (first && DESTRUCTIVE_VERBS.has(first)) return first;
  if (first && second && COMMITTING_VERBS.has(first) && COMMITTED_THINGS.has(second))
    return `${first} ${second}`;
  return undefined;
}

/** The read verb a tool name starts with. */
function readVerbOf(name: string): string | undefined {
  if (destructiveVerbOf(name)) return undefined;
  const [first] = identifierWords(name);
  return first && READ_VERBS.has(first) ? first : undefined;
}

/**
 * L5: a tool that reads by its name, whose body the S3 write detector finds no write in, without
 * `@readonly`. L6: a tool whose name destroys, pays or commits, without `@consequential`.
 */
export function checkToolIntent({ tool, source, at }: ToolLintContext): Diagnostic[] {
  const { name, schema } = tool;
  const destructive = destructiveVerbOf(name);
  if (destructive && !schema.consequential) {
    return [
      {
        code: DiagnosticCode.DestructiveLooking,
        severity: 'warning',
        message: `Tool '${name}' looks destructive ('${destructive}') but has no @consequential, so agents may call it without asking the user`,
        hint: 'Add @consequential to its /** */ block so agents confirm first; if it is harmless, add @webmcp-ignore L6',
        toolName: name,
        ...at,
      },
    ];
  }
  const read = readVerbOf(name);
  if (!read || schema.readOnly || schema.consequential || !source?.fn) return [];
  if (findStateWrite(source.fn, source.file.text)) return [];
  return [
    {
      code: DiagnosticCode.ReadOnlyLooking,
      severity: 'warning',
      message: `Tool '${name}' looks read-only ('${read}…', and no write was found in its body) but has no @readonly`,
      hint: 'Add @readonly to its /** */ block so agents may call it without asking; if it does change something, add @webmcp-ignore L5',
      toolName: name,
      ...at,
    },
  ];
}
