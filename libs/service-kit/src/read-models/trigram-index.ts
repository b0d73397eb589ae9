/**
 * Which entries may hold a piece of text, found without reading them all: every three consecutive
 * characters (a trigram) of each entry's text point to the entries holding them, so a search of three
 * characters or more looks only at the entries holding all of its trigrams (decision 0023). The answer
 * is a superset: the caller checks each candidate with the real substring test.
 *
 * Each entry added gets a new slot number; a trigram's slots are kept in a growing Uint32Array, sorted
 * because slots only grow, so lists are intersected by binary search. A changed or removed entry's slot
 * is retired, not taken out of its lists (that would mean finding it in each); its postings stay behind
 * as waste, and once the waste outweighs the live postings the owner builds a new index.
 */
export class TrigramIndex<E> {
  private readonly postings = new Map<number, PostingList>();
  /** The entry of each slot; undefined once retired. */
  private readonly entries: (E | undefined)[] = [];
  /** How many postings (distinct trigrams) each slot added. */
  private readonly postingCounts: number[] = [];
  private livePostings = 0;
  private retiredPostings = 0;

  /** Indexes `entry` under the trigrams of `text` (lowercased already); answers its slot. */
  add(entry: E, text: string): number {
    const slot = this.entries.length;
    this.entries.push(entry);
    let added = 0;
    forEachTrigram(text, (key) => {
      let list = this.postings.get(key);
      if (!list) this.postings.set(key, (list = new PostingList()));
      if (list.push(slot)) added++;
    });
    this.postingCounts.push(added);
    this.livePostings += added;
    return slot;
  }

  /** The same text now belongs to another entry object (a new version with unchanged search text). */
  replace(slot: number, entry: E): void {
    this.entries[slot] = entry;
  }

  retire(slot: number): void {
    this.entries[slot] = undefined;
    this.livePostings -= this.postingCounts[slot]!;
    this.retiredPostings += this.postingCounts[slot]!;
  }

  /** True when retired postings outweigh the live ones: a new index would be smaller and faster. */
  get wasteful(): boolean {
    return this.retiredPostings > Math.max(this.livePostings, 100_000);
  }

  /** Shrinks every list to its length (after a build, when the lists stop growing for a while). */
  trim(): void {
    for (const list of this.postings.values()) list.trim();
  }

  /**
   * True when every candidate of `needle` holds it, so the substring test can be skipped: a single
   * trigram with an exact key.
   */
  static answersExactly(needle: string): boolean {
    return needle.length === 3 && (needle.charCodeAt(0) | needle.charCodeAt(1) | needle.charCodeAt(2)) < EXACT_BELOW;
  }

  /** The entries holding every trigram of `needle` (three characters or more), in slot order. */
  candidates(needle: string): E[] {
    const lists: Uint32Array[] = [];
    let missing = false;
    forEachTrigram(needle, (key) => {
      const list = this.postings.get(key);
      if (list) lists.push(list.slots());
      else missing = true;
    });
    if (missing) return [];
    lists.sort((a, b) => a.length - b.length);
    let slots = lists[0]!;
    for (const list of lists.slice(1)) {
      if (slots.length === 0) break;
      slots = intersect(slots, list);
    }
    const found: E[] = [];
    for (const slot of slots) {
      const entry = this.entries[slot];
      if (entry !== undefined) found.push(entry);
    }
    return found;
  }
}

class PostingList {
  private ids = new Uint32Array(4);
  private length = 0;

  /** Appends `slot` unless it is already the last one (a trigram seen twice in one text); true if it did. */
  push(slot: number): boolean {
    if (this.length > 0 && this.ids[this.length - 1] === slot) return false;
    if (this.length === this.ids.length) {
      const grown = new Uint32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length++] = slot;
    return true;
  }

  slots(): Uint32Array {
    return this.ids.subarray(0, this.length);
  }

  trim(): void {
    if (this.ids.length > this.length) this.ids = this.ids.slice(0, Math.max(this.length, 1));
  }
}

const EXACT_BELOW = 0x400;

/**
 * Calls `use` with a number for each trigram of `text` (repeats included), kept within V8's small
 * integers. A trigram of UTF-16 code units below U+0400 (Latin, Greek, Cyrillic) gets an exact key of
 * ten bits each, 0 or more; any other a hashed key below 0, so such trigrams may share a key with each
 * other (only adding candidates that the substring test drops), never with an exact one.
 */
function forEachTrigram(text: string, use: (key: number) => void): void {
  for (let at = 0; at + 2 < text.length; at++) {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    use((a | b | c) < EXACT_BELOW ? (a << 20) | (b << 10) | c : ~(((a * 31 + b) * 31 + c) & 0x3fffffff));
  }
}

/** The slots in both sorted lists: each of the shorter one looked up in the longer by binary search. */
function intersect(shorter: Uint32Array, longer: Uint32Array): Uint32Array {
  const both = new Uint32Array(shorter.length);
  let count = 0;
  let low = 0;
  for (const slot of shorter) {
    let high = longer.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (longer[middle]! < slot) low = middle + 1;
      else high = middle;
    }
    if (low === longer.length) break;
    if (longer[low] === slot) both[count++] = slot;
  }
  return both.subarray(0, count);
}
