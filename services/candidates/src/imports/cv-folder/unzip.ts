import yauzl from 'yauzl';
import { CV_FOLDER_LIMITS, CvFolderErrors } from '@agency/contracts';
import { HttpError } from '@agency/service-kit';

/** One file of a .zip: its bytes, or why it was not taken out (`refused`). */
export type ZipEntry = { fileName: string; bytes: Buffer } | { fileName: string; size: number; refused: string };

/** Entries nobody means to import: folders, macOS's resource forks, hidden files (.DS_Store). */
const isClutter = (path: string) => path.endsWith('/') || path.startsWith('__MACOSX/') || /(^|\/)\.[^/]*$/.test(path);

// Not in @types/yauzl: yauzl 3's decoding of an entry's name, used here so that one bad name is one refused entry.
const decodeName = (yauzl as unknown as { getFileNameLowLevel(flags: number, name: Buffer, extra: unknown, strict: boolean): string }).getFileNameLowLevel;

/**
 * The files of an uploaded .zip (decision 0127). Refused whole (400), before anything is inflated, when its
 * central directory declares more than CV_FOLDER_LIMITS.zipMaxEntries files or more than zipMaxUncompressedBytes
 * in all. Otherwise each file is taken out, or refused on its own: a path that leaves the folder ('..', absolute,
 * backslashes), more than 10 MB. yauzl checks each entry's inflated size against the declared one, so a
 * directory that lies ends in an error, never in more bytes than declared. Only the file's own name is kept.
 */
export async function unzip(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, decodeStrings: false }, (error, opened) => (error ? reject(error) : resolve(opened))),
  ).catch(() => {
    throw new HttpError(400, CvFolderErrors.zipUnreadable);
  });
  try {
    // Folders count too: a directory of a million empty entries is refused as soon as it is opened.
    if (zip.entryCount > CV_FOLDER_LIMITS.zipMaxEntries * 2) throw new HttpError(400, CvFolderErrors.zipTooManyEntries);
    const entries = await declared(zip);
    const files = entries.filter((entry) => !isClutter(entry.path));
    if (files.length > CV_FOLDER_LIMITS.zipMaxEntries) throw new HttpError(400, CvFolderErrors.zipTooManyEntries);
    if (files.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0) > CV_FOLDER_LIMITS.zipMaxUncompressedBytes) throw new HttpError(400, CvFolderErrors.zipTooLarge);
    const out: ZipEntry[] = [];
    for (const { entry, path } of files) {
      const fileName = path.split('/').at(-1)!.slice(0, 255) || 'file';
      if (path.includes('\\') || path.startsWith('/') || /^[a-z]:/i.test(path) || path.split('/').includes('..')) {
        out.push({ fileName, size: entry.uncompressedSize, refused: CvFolderErrors.entryPath });
      } else if (entry.uncompressedSize > CV_FOLDER_LIMITS.maxFileBytes) {
        out.push({ fileName, size: entry.uncompressedSize, refused: CvFolderErrors.entryTooLarge });
      } else {
        const inflated = await inflate(zip, entry);
        out.push(inflated ? { fileName, bytes: inflated } : { fileName, size: entry.uncompressedSize, refused: CvFolderErrors.zipUnreadable });
      }
    }
    return out;
  } finally {
    zip.close();
  }
}

function declared(zip: yauzl.ZipFile): Promise<{ entry: yauzl.Entry; path: string }[]> {
  return new Promise((resolve, reject) => {
    const entries: { entry: yauzl.Entry; path: string }[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      const path = decodeName(entry.generalPurposeBitFlag, entry.fileName as unknown as Buffer, entry.extraFields, false);
      entries.push({ entry, path });
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new HttpError(400, CvFolderErrors.zipUnreadable)));
    zip.readEntry();
  });
}

/** The entry's bytes, or null when it cannot be inflated as declared. */
function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer | null> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return resolve(null);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        // yauzl stops a lying entry itself; this is the belt to its braces.
        if (size > entry.uncompressedSize) stream.destroy(new Error('larger than declared'));
        else chunks.push(chunk);
      });
      stream.once('error', () => resolve(null));
      stream.once('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}
