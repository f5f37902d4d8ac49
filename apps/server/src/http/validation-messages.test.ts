import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { languages } from '@recipes/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { message } from './messages.ts';
import { detailMessage } from './validation.ts';

function firstIssue(schema: $ZodType, value: unknown): $ZodIssue {
  const result = safeParse(schema, value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
}

/** What detailMessage makes of the first issue, as the validator hands it over. */
function text(language: (typeof languages)[number], schema: $ZodType, value: unknown): string {
  const issue = firstIssue(schema, value);
  const validation = {
    keyword: issue.code,
    instancePath: '',
    schemaPath: '',
    message: issue.message,
    params: { issue },
  };
  return detailMessage(language, validation as FastifySchemaValidationError);
}

/** Each issue kind our schemas produce, with what people read in en, de and vi. */
const cases: [label: string, schema: $ZodType, value: unknown, en: string, de: string, vi: string][] = [
  ['missing', z.object({ a: z.string() }), {}, 'is required', 'muss angegeben werden', 'là bắt buộc'],
  ['text expected', z.string(), 5, 'must be text', 'muss ein Text sein', 'phải là văn bản'],
  ['number expected', z.number(), 'x', 'must be a number', 'muss eine Zahl sein', 'phải là một số'],
  ['not a number', z.coerce.number(), 'x', 'must be a number', 'muss eine Zahl sein', 'phải là một số'],
  ['whole number', z.number().int(), 1.5, 'must be a whole number', 'muss eine ganze Zahl sein', 'phải là số nguyên'],
  [
    'yes/no',
    z.boolean(),
    'yes',
    'must be yes or no (true or false)',
    'muss ja oder nein sein (true oder false)',
    'phải là có hoặc không (true hoặc false)',
  ],
  ['list', z.array(z.string()), 'x', 'must be a list', 'muss eine Liste sein', 'phải là một danh sách'],
  ['empty text', z.string().trim().min(1), '  ', 'must not be empty', 'darf nicht leer sein', 'không được để trống'],
  ['short text', z.string().min(8), 'abc', 'at least 8 characters', 'mindestens 8 Zeichen', 'ít nhất 8 ký tự'],
  [
    'long text',
    z.string().max(1000),
    'x'.repeat(1001),
    'at most 1,000 characters',
    'höchstens 1.000 Zeichen',
    'tối đa 1.000 ký tự',
  ],
  ['one character', z.string().max(1), 'ab', 'at most 1 character', 'höchstens 1 Zeichen', 'tối đa 1 ký tự'],
  ['small number', z.number().min(1), 0, 'at least 1', 'mindestens 1', 'ít nhất là 1'],
  ['big number', z.number().max(100000), 100001, 'at most 100,000', 'höchstens 100.000', 'tối đa là 100.000'],
  ['positive', z.number().positive(), 0, 'more than 0', 'größer als 0', 'lớn hơn 0'],
  ['short list', z.array(z.string()).min(1), [], 'at least 1 item', 'mindestens 1 Eintrag', 'ít nhất 1 mục'],
  ['long list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'at most 2 items', 'höchstens 2 Einträge', 'tối đa 2 mục'],
  [
    'e-mail',
    z.email(),
    'anna@',
    'is not a valid e-mail address',
    'ist keine gültige E-Mail-Adresse',
    'không phải là địa chỉ e-mail hợp lệ',
  ],
  [
    'web address',
    z.url(),
    'nope',
    'is not a valid web address',
    'ist keine gültige Webadresse',
    'không phải là địa chỉ web hợp lệ',
  ],
  [
    'date',
    z.iso.date(),
    '2024-13-40',
    'is not a valid date (YYYY-MM-DD)',
    'ist kein gültiges Datum (JJJJ-MM-TT)',
    'không phải là ngày hợp lệ (YYYY-MM-DD)',
  ],
  [
    'pattern',
    z.string().regex(/^a+$/),
    'b',
    'is not in the right format',
    'hat nicht das richtige Format',
    'không đúng định dạng',
  ],
  [
    'enum',
    z.enum(['soup', 'salad']),
    'cake',
    'is not one of the allowed values',
    'ist keiner der erlaubten Werte',
    'không phải là một trong các giá trị được phép',
  ],
  [
    'literal',
    z.literal(true),
    false,
    'is not one of the allowed values',
    'ist keiner der erlaubten Werte',
    'không phải là một trong các giá trị được phép',
  ],
  [
    'unknown key',
    z.object({ url: z.string() }).strict(),
    { url: 'x', mode: 1 },
    'has a field that is not known here: mode',
    'enthält ein Feld, das hier unbekannt ist: mode',
    'có trường không được hỗ trợ ở đây: mode',
  ],
  [
    'unknown keys',
    z.object({}).strict(),
    { a: 1, b: 2 },
    'has fields that are not known here: a, b',
    'enthält Felder, die hier unbekannt sind: a, b',
    'có trường không được hỗ trợ ở đây: a, b',
  ],
  [
    'discriminator',
    z.discriminatedUnion('type', [z.object({ type: z.literal('add') }), z.object({ type: z.literal('remove') })]),
    { type: 'move' },
    'is not one of the allowed values',
    'ist keiner der erlaubten Werte',
    'không phải là một trong các giá trị được phép',
  ],
  [
    'union with a message key',
    z.union([z.string().regex(/^\/media\//, 'FOREIGN_PHOTO'), z.string().max(0)]),
    'x',
    message('en', 'FOREIGN_PHOTO'),
    message('de', 'FOREIGN_PHOTO'),
    message('vi', 'FOREIGN_PHOTO'),
  ],
  ['anything else', z.number().multipleOf(5), 3, 'is not valid', 'ist ungültig', 'không hợp lệ'],
];

describe('validation detail texts', () => {
  it.each(cases)('%s', (_label, schema, value, en, de, vi) => {
    expect({ en: text('en', schema, value), de: text('de', schema, value), vi: text('vi', schema, value) }).toEqual({
      en,
      de,
      vi,
    });
  });

  it('never pass on zod’s developer phrasing', () => {
    for (const [, schema, value] of cases) {
      for (const language of languages) {
        expect(text(language, schema, value)).not.toMatch(/[<>]=?\s*\d|expected|received|string|Invalid|Too /);
      }
    }
  });
});
