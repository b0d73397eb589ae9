import yauzl from 'yauzl';

/**
 * How far a .docx (a zip) may expand when opened. A real CV is well under a megabyte unpacked, with
 * document.xml compressed some 5 to 20 times; a zip bomb declares gigabytes or ratios in the thousands.
 */
export const DOCX_LIMITS = {
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxEntries: 2_000,
  /** Compression ratio allowed for an entry larger than `ratioCheckedAbove` once unpacked. */
  maxRatio: 200,
  ratioCheckedAbove: 1024 * 1024,
};

/** A .docx whose zip would expand beyond DOCX_LIMITS: the upload is refused (DocumentErrors.expandsTooMuch). */
export class DocxExpandsTooMuch extends Error {
  constructor(reason: string) {
    super(`The Word file expands too much: ${reason}`);
    this.name = 'DocxExpandsTooMuch';
  }
}

/**
 * Checks the sizes a .docx's central directory declares, before any entry is inflated. Answers whether the
 * zip could be read at all; throws DocxExpandsTooMuch beyond the limits. An entry that inflates to more than
 * it declares is stopped by the extraction worker's memory and time limits.
 */
export async function checkDocxArchive(bytes: Uint8Array): Promise<'fits' | 'malformed'> {
  const limits = DOCX_LIMITS;
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
  } catch {
    return 'malformed';
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new DocxExpandsTooMuch(`${zip.entryCount} entries (at most ${limits.maxEntries})`);
  }
  return new Promise((resolve, reject) => {
    let total = 0;
    const stop = (outcome: () => void) => {
      zip.removeAllListeners();
      zip.close();
      outcome();
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > limits.maxUncompressedBytes) {
        stop(() => reject(new DocxExpandsTooMuch(`more than ${limits.maxUncompressedBytes} bytes unpacked`)));
      } else if (entry.uncompressedSize > limits.ratioCheckedAbove && ratio > limits.maxRatio) {
        stop(() => reject(new DocxExpandsTooMuch(`${entry.fileName} is compressed ${Math.round(ratio)} to 1`)));
      } else zip.readEntry();
    });
    zip.on('end', () => stop(() => resolve('fits')));
    zip.on('error', () => stop(() => resolve('malformed')));
    zip.readEntry();
  });
}
