import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind } from '@agency/contracts';

/**
 * What a file is, told by its content (file-type reads the magic bytes and, for a zip, its entries), never by
 * its name or the type the browser claims: null when it is none of the kinds accepted. Plain text has no
 * magic bytes: it is text when it decodes as UTF-8 and holds no control characters but tabs and line breaks.
 */
export async function kindOf(bytes: Uint8Array): Promise<DocumentKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'application/pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  if (detected) return null;
  return isPlainText(bytes) ? 'text' : null;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
