/** A text field's value from submitted form data ('' when absent; a file is not text). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
