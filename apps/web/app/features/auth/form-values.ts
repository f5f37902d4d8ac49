/**
 * The forms here keep their inputs uncontrolled and read them from the DOM: text typed before
 * the page finished hydrating is then kept (React resets controlled inputs to their state when
 * it hydrates) and is what gets validated and sent.
 */
export function readTextFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function readCheckbox(form: HTMLFormElement, name: string): boolean {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement && control.checked;
}
