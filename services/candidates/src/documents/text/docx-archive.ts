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
  constructor(readonly reason: string) {
    super(`The Word file expands too much: ${reason}`);
    this.name = 'DocxExpandsTooMuch';
  }
}

export interface DocxCheck {
  outcome: 'fits' | 'malformed';
  /** Bytes inflated by the check, all entries together. */
  inflatedBytes: number;
}

/**
 * Opens a .docx (a zip) before mammoth does: first the sizes its central directory declares, then every entry
 * inflated (and dropped) with its bytes counted as they come, stopped as soon as an entry passes the size it
 * declared. A directory that lies is `malformed` after at most one chunk more than it declared; mammoth's own
 * unzipping (JSZip) checks the size only once an entry is whole (60 MB once). Nothing it inflates is kept, and
 * mammoth inflates what it reads again (about a millisecond for a CV). Throws DocxExpandsTooMuch beyond the
 * declared limits.
 */
export async function checkDocxArchive(bytes: Uint8Array): Promise<DocxCheck> {
  const limits = DOCX_LIMITS;
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, autoClose: false }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
  } catch {
    return { outcome: 'malformed', inflatedBytes: 0 };
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new DocxExpandsTooMuch(`${zip.entryCount} entries (at most ${limits.maxEntries})`);
    const entries = await declaredEntries(zip);
    if (!entries) return { outcome: 'malformed', inflatedBytes: 0 };
    let inflatedBytes = 0;
    for (const entry of entries) {
      const inflated = await inflateCounting(zip, entry);
      inflatedBytes += inflated.bytes;
      if (!inflated.asDeclared) return { outcome: 'malformed', inflatedBytes };
    }
    return { outcome: 'fits', inflatedBytes };
  } finally {
    zip.close();
  }
}

/** The zip's entries, read from its central directory; throws beyond the limits, null when it cannot be read. */
function declaredEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[] | null> {
  const limits = DOCX_LIMITS;
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    const stop = (outcome: () => void) => {
      zip.removeAllListeners();
      outcome();
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > limits.maxUncompressedBytes) {
        stop(() => reject(new DocxExpandsTooMuch(`more than ${limits.maxUncompressedBytes} bytes unpacked`)));
      } else if (entry.uncompressedSize > limits.ratioCheckedAbove && ratio > limits.maxRatio) {
        stop(() => reject(new DocxExpandsTooMuch(`${entry.fileName} is compressed ${Math.round(ratio)} to 1`)));
      } else {
        entries.push(entry);
        zip.readEntry();
      }
    });
    zip.on('end', () => stop(() => resolve(entries)));
    zip.on('error', () => stop(() => resolve(null)));
    zip.readEntry();
  });
}

/** Inflates one entry into nothing, counting its bytes; stops at the first chunk past its declared size. */
function inflateCounting(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<{ bytes: number; asDeclared: boolean }> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return resolve({ bytes: 0, asDeclared: false });
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        if (bytes > entry.uncompressedSize) {
          stream.destroy();
          resolve({ bytes, asDeclared: false });
        }
      });
      // yauzl's own checks (a size or CRC that does not match, a cut entry) end here too.
      stream.once('error', () => resolve({ bytes, asDeclared: false }));
      stream.once('end', () => resolve({ bytes, asDeclared: true }));
    });
  });
}
