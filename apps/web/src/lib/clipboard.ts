/**
 * Copies text to the clipboard; true when it worked. The Clipboard API needs a secure context and,
 * in some browsers, permission; a refusal is answered with false so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
