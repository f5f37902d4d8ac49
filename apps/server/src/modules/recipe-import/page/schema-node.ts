/** A schema.org thing as read from any of the three syntaxes: properties hold text, URLs or things. */
export type SchemaValue = string | number | boolean | null | SchemaNode | SchemaValue[];
export interface SchemaNode {
  [property: string]: SchemaValue | undefined;
}

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Recipe', 'schema:Recipe', 'https://schema.org/Recipe' → 'Recipe'. */
export function localTypeName(type: string): string {
  return type.trim().replace(/^.*[/#:]/, '');
}

/** The node's types without prefixes; @type may be one string or a list. */
export function typesOf(node: SchemaNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((entry): entry is string => typeof entry === 'string').map(localTypeName);
}

export function hasType(node: SchemaNode, type: string): boolean {
  return typesOf(node).includes(type);
}

/** Every value of a property as a list (absent → []), whether it was given once or many times. */
export function valuesOf(node: SchemaNode, property: string): SchemaValue[] {
  const value = node[property];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.flat(3) : [value];
}
