/** Moves focus to a form's control by name, so keyboard and screen-reader users land on the problem. */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
