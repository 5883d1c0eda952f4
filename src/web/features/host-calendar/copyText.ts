/**
 * Copies text to the clipboard; true when it worked. The Clipboard API needs a secure context and
 * may be refused; selecting the field and the older copy command still works in most browsers.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
