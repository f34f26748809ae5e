import { DiagnosticCode } from '../diagnostics/codes';
import type { Diagnostic } from '../types';
import type { ToolLintContext } from './lint-context';
import { identifierWords } from './name-words';
import { schemaFields } from './schema-fields';

/**
 * Kinds of personal data the WebMCP spec's privacy section (over-parameterisation) and data
 * protection law treat as sensitive, each with the words that name it in a field name or
 * description (English, and the Chinese of the project's guide).
 */
const SENSITIVE_DATA: { kind: string; words: RegExp }[] = [
  { kind: 'a birth date', words: /\b(birth ?(date|day)|date of birth|dob|birthdate)\b|出生日期|生日/ },
  { kind: 'an age', words: /\b(age|ages|years old)\b|年龄/ },
  { kind: 'a gender', words: /\b(gender|sex)\b|性别/ },
  { kind: 'pregnancy', words: /\bpregnan\w*|怀孕|孕期/ },
  {
    kind: 'health data',
    words:
      /\b(health|medical|diagnos\w*|medication|illness|disease|disabilit\w*|symptoms?|allerg\w*)\b|健康|病史|疾病/,
  },
  { kind: 'religion', words: /\b(religio\w*|faith)\b|宗教|信仰/ },
  { kind: 'ethnicity', words: /\b(ethnic\w*|race|racial)\b|民族|种族/ },
  {
    kind: 'sexual orientation or political views',
    words: /\b(sexual orientation|political \w+)\b|性取向|政治/,
  },
  {
    kind: 'a precise location',
    words:
      /\b(lat|lng|lon|latitude|longitude|coordinates?|gps|geolocation|precise location|exact location)\b|经纬度|定位/,
  },
  {
    kind: 'a national ID number',
    words: /\b(ssn|social security( number)?|national (id|identity|insurance)( number)?|tax id)\b|身份证/,
  },
  {
    kind: 'a passport or driving licence',
    words: /\b(passport|driver'?s? licen[cs]e|driving licen[cs]e)\b|护照|驾照/,
  },
  { kind: 'income', words: /\b(income|salary|wages?|earnings)\b|收入|工资/ },
  {
    kind: 'payment card or bank details',
    words:
      /\b(card number|credit card|debit card|cvv|cvc|iban|bank account|account number|routing number)\b|银行卡|卡号/,
  },
  {
    kind: 'a password or secret',
    words: /\b(password|passcode|passphrase|pin|pin code|one time (code|password)|otp)\b|密码/,
  },
];

/**
 * L4: a field that may ask for sensitive personal data, found by its name and description.
 * Worded as a review prompt: the field may be right, the point is that someone decided so.
 */
export function checkSensitiveFields({ tool, atField }: ToolLintContext): Diagnostic[] {
  return schemaFields(tool.schema.inputSchema).flatMap((field) => {
    const text = `${identifierWords(field.name).join(' ')}\n${field.schema.description ?? ''}`.toLowerCase();
    const match = SENSITIVE_DATA.find((entry) => entry.words.test(text));
    if (!match) return [];
    return [
      {
        code: DiagnosticCode.SensitiveField,
        severity: 'warning' as const,
        message: `Review: field '${field.path}' may ask for ${match.kind}, which is sensitive personal data; an agent will ask the user for it or fill it in from what it knows`,
        hint: "Ask only for what the tool needs: remove the field if it can do without, else keep it and add @webmcp-ignore L4 to the tool's /** */ block",
        ...atField(field.path),
      },
    ];
  });
}
