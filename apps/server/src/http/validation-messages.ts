import type { $ZodIssue } from 'zod/v4/core';
import { formatDecimal, pluralCategory, type Language } from '@recipes/contracts';
import { isMessageKey, message } from './messages.ts';

/** A text with `{n}` (a number, written in the language) or `{keys}`; en and de tell one from many. */
type Text = string | { one: string; other: string };

/**
 * What a validation detail says about its field, for people: the words that follow the field's
 * name ("Recipe name: must not be empty"), so they start in lower case and end without a full stop.
 * Each zod issue kind our schemas produce has its text; anything else is INVALID.
 */
const texts = {
  en: {
    REQUIRED: 'is required',
    TYPE_TEXT: 'must be text',
    TYPE_NUMBER: 'must be a number',
    TYPE_WHOLE_NUMBER: 'must be a whole number',
    TYPE_YES_NO: 'must be yes or no (true or false)',
    TYPE_LIST: 'must be a list',
    TYPE_OBJECT: 'must be a group of named fields (a JSON object)',
    TYPE_OTHER: 'has the wrong type',
    TEXT_EMPTY: 'must not be empty',
    TEXT_MIN: { one: 'at least {n} character', other: 'at least {n} characters' },
    TEXT_MAX: { one: 'at most {n} character', other: 'at most {n} characters' },
    TEXT_EXACT: { one: 'exactly {n} character', other: 'exactly {n} characters' },
    NUMBER_MIN: 'at least {n}',
    NUMBER_MAX: 'at most {n}',
    NUMBER_ABOVE: 'more than {n}',
    NUMBER_BELOW: 'less than {n}',
    LIST_MIN: { one: 'at least {n} item', other: 'at least {n} items' },
    LIST_MAX: { one: 'at most {n} item', other: 'at most {n} items' },
    LIST_EXACT: { one: 'exactly {n} item', other: 'exactly {n} items' },
    TOO_SMALL: 'is too small',
    TOO_BIG: 'is too large',
    FORMAT_EMAIL: 'is not a valid e-mail address',
    FORMAT_URL: 'is not a valid web address',
    FORMAT_DATE: 'is not a valid date (YYYY-MM-DD)',
    FORMAT_DATETIME: 'is not a valid date and time',
    FORMAT_OTHER: 'is not in the right format',
    NOT_ALLOWED: 'is not one of the allowed values',
    UNKNOWN_FIELDS: {
      one: 'has a field that is not known here: {keys}',
      other: 'has fields that are not known here: {keys}',
    },
    NO_CONTROL_CHARACTERS: 'must not contain control characters',
    RATED_RECIPE: 'must be the recipe of the rating being changed',
    INVALID: 'is not valid',
  },
  de: {
    REQUIRED: 'muss angegeben werden',
    TYPE_TEXT: 'muss ein Text sein',
    TYPE_NUMBER: 'muss eine Zahl sein',
    TYPE_WHOLE_NUMBER: 'muss eine ganze Zahl sein',
    TYPE_YES_NO: 'muss ja oder nein sein (true oder false)',
    TYPE_LIST: 'muss eine Liste sein',
    TYPE_OBJECT: 'muss eine Gruppe benannter Felder sein (ein JSON-Objekt)',
    TYPE_OTHER: 'hat den falschen Typ',
    TEXT_EMPTY: 'darf nicht leer sein',
    TEXT_MIN: 'mindestens {n} Zeichen',
    TEXT_MAX: 'höchstens {n} Zeichen',
    TEXT_EXACT: 'genau {n} Zeichen',
    NUMBER_MIN: 'mindestens {n}',
    NUMBER_MAX: 'höchstens {n}',
    NUMBER_ABOVE: 'größer als {n}',
    NUMBER_BELOW: 'kleiner als {n}',
    LIST_MIN: { one: 'mindestens {n} Eintrag', other: 'mindestens {n} Einträge' },
    LIST_MAX: { one: 'höchstens {n} Eintrag', other: 'höchstens {n} Einträge' },
    LIST_EXACT: { one: 'genau {n} Eintrag', other: 'genau {n} Einträge' },
    TOO_SMALL: 'ist zu klein',
    TOO_BIG: 'ist zu groß',
    FORMAT_EMAIL: 'ist keine gültige E-Mail-Adresse',
    FORMAT_URL: 'ist keine gültige Webadresse',
    FORMAT_DATE: 'ist kein gültiges Datum (JJJJ-MM-TT)',
    FORMAT_DATETIME: 'ist keine gültige Angabe von Datum und Uhrzeit',
    FORMAT_OTHER: 'hat nicht das richtige Format',
    NOT_ALLOWED: 'ist keiner der erlaubten Werte',
    UNKNOWN_FIELDS: {
      one: 'enthält ein Feld, das hier unbekannt ist: {keys}',
      other: 'enthält Felder, die hier unbekannt sind: {keys}',
    },
    NO_CONTROL_CHARACTERS: 'darf keine Steuerzeichen enthalten',
    RATED_RECIPE: 'muss das Rezept der Bewertung sein, die geändert wird',
    INVALID: 'ist ungültig',
  },
  vi: {
    REQUIRED: 'là bắt buộc',
    TYPE_TEXT: 'phải là văn bản',
    TYPE_NUMBER: 'phải là một số',
    TYPE_WHOLE_NUMBER: 'phải là số nguyên',
    TYPE_YES_NO: 'phải là có hoặc không (true hoặc false)',
    TYPE_LIST: 'phải là một danh sách',
    TYPE_OBJECT: 'phải là một nhóm trường có tên (một đối tượng JSON)',
    TYPE_OTHER: 'có kiểu dữ liệu không đúng',
    TEXT_EMPTY: 'không được để trống',
    TEXT_MIN: 'ít nhất {n} ký tự',
    TEXT_MAX: 'tối đa {n} ký tự',
    TEXT_EXACT: 'đúng {n} ký tự',
    NUMBER_MIN: 'ít nhất là {n}',
    NUMBER_MAX: 'tối đa là {n}',
    NUMBER_ABOVE: 'lớn hơn {n}',
    NUMBER_BELOW: 'nhỏ hơn {n}',
    LIST_MIN: 'ít nhất {n} mục',
    LIST_MAX: 'tối đa {n} mục',
    LIST_EXACT: 'đúng {n} mục',
    TOO_SMALL: 'quá nhỏ',
    TOO_BIG: 'quá lớn',
    FORMAT_EMAIL: 'không phải là địa chỉ e-mail hợp lệ',
    FORMAT_URL: 'không phải là địa chỉ web hợp lệ',
    FORMAT_DATE: 'không phải là ngày hợp lệ (YYYY-MM-DD)',
    FORMAT_DATETIME: 'không phải là ngày giờ hợp lệ',
    FORMAT_OTHER: 'không đúng định dạng',
    NOT_ALLOWED: 'không phải là một trong các giá trị được phép',
    UNKNOWN_FIELDS: 'có trường không được hỗ trợ ở đây: {keys}',
    NO_CONTROL_CHARACTERS: 'không được chứa ký tự điều khiển',
    RATED_RECIPE: 'phải là công thức của đánh giá đang được thay đổi',
    INVALID: 'không hợp lệ',
  },
} as const satisfies Record<Language, Record<string, Text>>;

export type ValidationTextKey = keyof (typeof texts)['en'];

export function isValidationTextKey(text: string): text is ValidationTextKey {
  return Object.hasOwn(texts.en, text);
}

/** One text, its `{n}` written as the language writes numbers (1,000 · 1.000) and in the matching plural form. */
export function validationText(
  language: Language,
  key: ValidationTextKey,
  values: { n?: number | bigint; keys?: readonly string[] } = {},
): string {
  const text: Text = texts[language][key];
  const count = values.n !== undefined ? Number(values.n) : (values.keys?.length ?? 0);
  const form = typeof text === 'string' ? text : pluralCategory(language, count) === 'one' ? text.one : text.other;
  return form
    .replace('{n}', values.n === undefined ? '' : formatDecimal(Number(values.n), language))
    .replace('{keys}', (values.keys ?? []).join(', '));
}

const typeTexts: Partial<Record<string, ValidationTextKey>> = {
  string: 'TYPE_TEXT',
  number: 'TYPE_NUMBER',
  int: 'TYPE_WHOLE_NUMBER',
  bigint: 'TYPE_WHOLE_NUMBER',
  boolean: 'TYPE_YES_NO',
  array: 'TYPE_LIST',
  object: 'TYPE_OBJECT',
};

const formatTexts: Partial<Record<string, ValidationTextKey>> = {
  email: 'FORMAT_EMAIL',
  url: 'FORMAT_URL',
  date: 'FORMAT_DATE',
  datetime: 'FORMAT_DATETIME',
};

type SizeIssue = Extract<$ZodIssue, { code: 'too_small' | 'too_big' }>;

function sizeText(language: Language, issue: SizeIssue): string {
  const small = issue.code === 'too_small';
  const n = small ? issue.minimum : issue.maximum;
  // Exclusive bounds (`.positive()`) occur on numbers only; "at least 1" for text reads "not empty".
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return validationText(language, 'TEXT_EXACT', { n });
      if (small && Number(n) <= 1) return validationText(language, 'TEXT_EMPTY');
      return validationText(language, small ? 'TEXT_MIN' : 'TEXT_MAX', { n });
    case 'array':
    case 'set':
      if (issue.exact) return validationText(language, 'LIST_EXACT', { n });
      return validationText(language, small ? 'LIST_MIN' : 'LIST_MAX', { n });
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive === false) return validationText(language, small ? 'NUMBER_ABOVE' : 'NUMBER_BELOW', { n });
      return validationText(language, small ? 'NUMBER_MIN' : 'NUMBER_MAX', { n });
    default:
      return validationText(language, small ? 'TOO_SMALL' : 'TOO_BIG');
  }
}

/**
 * What one zod issue says, for people, in `language`: a schema's own message key (a refinement's)
 * from messages.ts, also one found inside a union, which names what was wrong better than "is not
 * valid"; otherwise the issue's kind in our words.
 */
export function issueText(language: Language, issue: $ZodIssue): string {
  if (isMessageKey(issue.message)) return message(language, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      // The validator reports inputs (reportInput), so a missing field is the one without a value.
      if (issue.input === undefined) return validationText(language, 'REQUIRED');
      return validationText(language, typeTexts[issue.expected] ?? 'TYPE_OTHER');
    case 'too_small':
    case 'too_big':
      return sizeText(language, issue);
    case 'invalid_format':
      return validationText(language, formatTexts[issue.format] ?? 'FORMAT_OTHER');
    case 'invalid_value':
      return validationText(language, 'NOT_ALLOWED');
    case 'unrecognized_keys':
      return validationText(language, 'UNKNOWN_FIELDS', { keys: issue.keys });
    case 'invalid_union': {
      // A discriminated union whose tag matches no option.
      if (issue.errors.length === 0) return validationText(language, 'NOT_ALLOWED');
      const own = issue.errors.flat().find((nested) => isMessageKey(nested.message));
      if (own && isMessageKey(own.message)) return message(language, own.message);
      return validationText(language, 'INVALID');
    }
    default:
      return validationText(language, 'INVALID');
  }
}
